\ DOUBLE and DOUBLE EXT (Forth-2012 8.6), written from the glossary.
DECIMAL
0 INVERT 1 RSHIFT CONSTANT max-n   max-n INVERT CONSTANT min-n   0 INVERT CONSTANT max-u
max-u max-n 2CONSTANT max-d   0 min-n 2CONSTANT min-d
T{ 1. -> 1 0 }T  T{ -2. -> -2 -1 }T
T{ 1. 2. D+ -> 3. }T  T{ -1. 1. D+ -> 0. }T  T{ max-u 0 1. D+ -> 0 1 }T  T{ max-d 1. D+ -> min-d }T
T{ 5. 3. D- -> 2. }T  T{ 0. 1. D- -> -1. }T  T{ min-d 1. D- -> max-d }T
T{ -1. D0< -> -1 }T  T{ 0. D0< -> 0 }T  T{ 1. D0< -> 0 }T  T{ min-d D0< -> -1 }T
T{ 0. D0= -> -1 }T  T{ 1. D0= -> 0 }T  T{ 0 1 D0= -> 0 }T
T{ 1. D2* -> 2. }T  T{ -1. D2* -> -2. }T  T{ max-u 0 D2* -> max-u 1- 1 }T
T{ 2. D2/ -> 1. }T  T{ -1. D2/ -> -1. }T  T{ 0 1 D2/ -> min-n 0 }T  T{ min-d D2/ -> 0 min-n 2/ }T
T{ 1. 2. D< -> -1 }T  T{ -1. 1. D< -> -1 }T  T{ 1. -1. D< -> 0 }T  T{ min-d max-d D< -> -1 }T
T{ 1. 1. D= -> -1 }T  T{ 1. 2. D= -> 0 }T  T{ -1. -1. D= -> -1 }T
T{ 1234. D>S -> 1234 }T  T{ -5. D>S -> -5 }T
T{ -5. DABS -> 5. }T  T{ 5. DABS -> 5. }T
T{ 1. 2. DMAX -> 2. }T  T{ -1. 1. DMAX -> 1. }T  T{ 1. 2. DMIN -> 1. }T  T{ min-d max-d DMIN -> min-d }T
T{ 5. DNEGATE -> -5. }T  T{ 0. DNEGATE -> 0. }T  T{ min-d DNEGATE -> min-d }T
T{ 5. 7 11 M*/ -> 3. }T  T{ 10. 3 2 M*/ -> 15. }T  T{ max-d 2 2 M*/ -> max-d }T  T{ -7. 1 2 M*/ -> -4. }T
T{ 1. 2 M+ -> 3. }T  T{ 1. -2 M+ -> -1. }T  T{ max-u 0 1 M+ -> 0 1 }T
: lit2 [ 7. ] 2LITERAL ;  T{ lit2 -> 7. }T
2VARIABLE 2v  T{ 3. 2v 2! 2v 2@ -> 3. }T
T{ 1 2 3 4 5 6 2ROT -> 3 4 5 6 1 2 }T
T{ 1. 2. DU< -> -1 }T  T{ -1. 1. DU< -> 0 }T  T{ 1. -1. DU< -> -1 }T
5. 2VALUE 2val  T{ 2val -> 5. }T  T{ 9. TO 2val 2val -> 9. }T
: set2 TO 2val ;  T{ -3. set2 2val -> -3. }T
: get2 2val ;  T{ get2 -> -3. }T
T{ 123. <# #S #> S" 123" COMPARE -> 0 }T
t-report
