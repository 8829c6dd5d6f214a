\ STRING and STRING EXT (Forth-2012 17.6), written from the glossary.
DECIMAL
: s1 S" abcdefghijklmnopqrstuvwxyz" ;
: s2 S" abc" ;  : s3 S" jklmn" ;  : s4 S" z" ;  : s5 S" mnoq" ;  : s6 S" 12345" ;  : s7 S" " ;
: s8 S" abc  " ;  : s9 S"      " ;  : s10 S"    a " ;
T{ s1 s2 SEARCH -> s1 -1 }T
T{ s1 s3 SEARCH -> s1 9 /STRING -1 }T
T{ s1 s4 SEARCH -> s1 25 /STRING -1 }T
T{ s1 s5 SEARCH -> s1 0 }T
T{ s1 s6 SEARCH -> s1 0 }T
T{ s1 s7 SEARCH -> s1 -1 }T
T{ s7 s2 SEARCH -> s7 0 }T
T{ s1 5 /STRING -> s1 SWAP 5 + SWAP 5 - }T
T{ s1 10 /STRING -4 /STRING -> s1 6 /STRING }T
T{ s1 0 /STRING -> s1 }T
T{ s8 -TRAILING -> s8 2 - }T  T{ s7 -TRAILING -> s7 }T  T{ s9 -TRAILING -> s9 DROP 0 }T
T{ s10 -TRAILING -> s10 1- }T
T{ s1 s1 COMPARE -> 0 }T
T{ s1 PAD SWAP CMOVE -> }T
T{ s1 PAD OVER COMPARE -> 0 }T
T{ s1 PAD 6 COMPARE -> 1 }T
T{ PAD 10 s1 COMPARE -> -1 }T
T{ s1 PAD 0 COMPARE -> 1 }T
T{ PAD 0 s1 COMPARE -> -1 }T
T{ s1 s6 COMPARE -> 1 }T  T{ s6 s1 COMPARE -> -1 }T
T{ S" abd" S" abc" COMPARE -> 1 }T  T{ S" abc" S" abd" COMPARE -> -1 }T
CREATE buf 16 ALLOT
T{ buf 5 BLANK buf 5 S"      " COMPARE -> 0 }T
T{ buf 0 BLANK -> }T
\ CMOVE copies from low to high: an overlap to the right propagates; CMOVE> from high to low
T{ S" abcde" buf SWAP CMOVE buf buf 1+ 4 CMOVE buf 5 S" aaaaa" COMPARE -> 0 }T
T{ S" abcde" buf SWAP CMOVE buf 1+ buf 4 CMOVE> buf 5 S" eeeee" COMPARE -> 0 }T
T{ S" abcde" buf SWAP CMOVE buf buf 1+ 4 CMOVE> buf 5 S" aabcd" COMPARE -> 0 }T
: sl [ s2 ] SLITERAL ;
T{ sl s2 COMPARE -> 0 }T
T{ sl DROP s2 DROP = -> 0 }T
\ STRING EXT: SUBSTITUTE REPLACES UNESCAPE
CREATE subbuf 64 ALLOT
T{ S" zzz" S" name" REPLACES -> }T
: subst ( c-addr u -- c-addr2 u2 n ) subbuf 64 SUBSTITUTE ;
T{ S" a %name% b" subst ROT ROT S" a zzz b" COMPARE -> 1 0 }T
T{ S" 100%% %name%%name%" subst ROT ROT S" 100% zzzzzz" COMPARE -> 2 0 }T
T{ S" %unknown% x" subst ROT ROT S" %unknown% x" COMPARE -> 0 0 }T
T{ S" a %NAME% b" subst NIP NIP -> 1 }T
T{ S" a %name% b" subbuf 3 SUBSTITUTE NIP NIP -> -78 }T
T{ S" 5% off" subbuf UNESCAPE S" 5%% off" COMPARE -> 0 }T
T{ S" 5% off" PAD UNESCAPE subst ROT ROT S" 5% off" COMPARE -> 0 0 }T
t-report
