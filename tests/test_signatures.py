"""The hand-written pop/push signatures agree with each version's generated stack effects."""
import pytest

from antioch.analysis.signatures import signature
from antioch.opcodes import table_for

VERSIONS = [(3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13), (3, 14), (3, 15)]
SKIP = ("INSTRUMENTED_",)


def _args(info):
    if not info.has_arg:
        return [0]
    if info.kind in ("global", "attr", "super_attr"):
        return [0, 1, 2, 3]
    return list(range(20)) + [0x101, 0x203, 0x1ff]


@pytest.mark.parametrize("version", VERSIONS)
def test_signatures_match_the_net_stack_effect(version):
    table = table_for(version)
    wrong = []
    for name, info in sorted(table.by_name.items()):
        if name.startswith(SKIP):
            continue
        for jump in ((False, True) if info.is_jump or name.startswith("SETUP_") else (False,)):
            for arg in _args(info):
                effect = info.stack_effect(arg, jump=jump)
                if effect is None:
                    continue
                intrinsic = ""
                if info.kind == "intrinsic1" and arg < len(table.intrinsic1):
                    intrinsic = table.intrinsic1[arg]
                if info.kind == "intrinsic2" and arg < len(table.intrinsic2):
                    intrinsic = table.intrinsic2[arg]
                sig = signature(name, arg, version, jump, intrinsic)
                if sig is None and info.has_arg and arg == 0:
                    continue  # an argument the verifier refuses by another rule (LIST_APPEND 0)
                if sig is None:
                    wrong.append("%s: no signature" % name)
                    break
                pops, pushes = sig
                if len(pushes) - len(pops) != effect:
                    wrong.append("%s %d jump=%s: pops %d pushes %d, effect %d" % (
                        name, arg, jump, len(pops), len(pushes), effect))
                    break
                assert all(p < len(pops) for p in pushes if isinstance(p, int)), name
    assert not wrong, "\n".join(wrong)
