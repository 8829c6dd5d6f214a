\ EXCEPTION and EXCEPTION EXT (Forth-2012 9.6), written from the glossary and its rationale (A.9).
DECIMAL
: t1 9 ;               : c1 1 2 3 ['] t1 CATCH ;
T{ c1 -> 1 2 3 9 0 }T
: t2 8 0 THROW ;       : c2 1 2 ['] t2 CATCH ;
T{ c2 -> 1 2 8 0 }T
: t3 7 8 9 99 THROW ;  : c3 1 2 ['] t3 CATCH ;
T{ c3 -> 1 2 99 }T
\ the depth is restored; the cells hold what the word last left there
: t4 1- DUP 0> IF RECURSE ELSE 999 THROW -222 THEN ;
: t5 2 4 ['] t4 CATCH -111 ;
T{ t5 -> 2 0 999 -111 }T
\ nested CATCH: the inner frame is gone after THROW
: t6 1 2 3 4 ['] t3 CATCH ;
T{ t6 -> 1 2 3 4 99 }T
: t7 ['] t3 CATCH 1+ THROW ;  : c7 ['] t7 CATCH ;
T{ c7 -> 100 }T
\ ABORT is -1 THROW, ABORT" with a true flag is -2 THROW, with a false flag nothing
: t8 ABORT ;   : t9 -1 ABORT" not shown" ;   : t10 77 SWAP ABORT" not shown" ;
T{ ' t8 CATCH -> -1 }T
T{ ' t9 CATCH -> -2 }T
T{ 4 5 ' t10 CATCH -> 4 77 -2 }T
T{ 4 0 ' t10 CATCH -> 4 77 0 }T
\ a system error is caught with its standard code
T{ 1 0 ' / CATCH NIP NIP -> -10 }T
T{ ' DROP CATCH -> -4 }T
T{ S" an-undefined-word" ' EVALUATE CATCH NIP NIP -> -13 }T
\ THROW of 0 does nothing; EXECUTE inside CATCH
T{ 5 0 THROW -> 5 }T
: t11 DEPTH >R 1 2 3 -5 THROW ;
T{ 9 ' t11 CATCH -> 9 -5 }T
t-report
