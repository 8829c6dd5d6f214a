\ MEMORY (Forth-2012 14.6), written from the glossary.
DECIMAL
VARIABLE a1  VARIABLE a2
T{ 100 ALLOCATE SWAP a1 ! -> 0 }T
T{ a1 @ ALIGNED a1 @ = -> -1 }T
T{ a1 @ 100 + 1- C@ -> 0 }T
T{ 77 a1 @ ! a1 @ @ -> 77 }T
T{ 50 ALLOCATE SWAP a2 ! -> 0 }T
T{ a1 @ a2 @ = -> 0 }T
T{ a1 @ 200 RESIZE SWAP a1 ! -> 0 }T
T{ a1 @ @ -> 77 }T
T{ a1 @ 199 + C@ -> 0 }T
T{ a1 @ 8 RESIZE SWAP a1 ! -> 0 }T
T{ a1 @ @ -> 77 }T
T{ a1 @ FREE -> 0 }T
T{ a2 @ FREE -> 0 }T
\ a wild address, a block freed twice, a size beyond the heap: the word's own ior
T{ a2 @ FREE -> -60 }T
T{ HERE FREE -> -60 }T
T{ -1 1 RSHIFT ALLOCATE NIP -> -59 }T
T{ HERE 10 RESIZE NIP -> -61 }T
T{ 0 ALLOCATE SWAP FREE -> 0 0 }T
t-report
