\ LOCALS and LOCALS EXT (Forth-2012 13.6), written from the glossary and its rationale.
DECIMAL
: lt1 {: a b :} a b ;                 T{ 1 2 lt1 -> 1 2 }T
: lt2 {: a b :} b a ;                 T{ 1 2 lt2 -> 2 1 }T
: lt3 {: a | b :} b a ;               T{ 7 lt3 -> 0 7 }T
: lt4 {: a b -- c :} a b + ;          T{ 3 4 lt4 -> 7 }T
: lt5 {: a :} a 1+ TO a a ;           T{ 5 lt5 -> 6 }T
: lt6 {: | x :} 3 TO x x x * ;        T{ lt6 -> 9 }T
: lt7 {: n :} 0 n 0 ?DO I + LOOP ;    T{ 5 lt7 -> 10 }T
: lt8 {: a b :} a b < IF a ELSE b THEN ;  T{ 3 9 lt8 -> 3 }T  T{ 9 3 lt8 -> 3 }T
: lt9 {: a :} a 0= IF 1 EXIT THEN a a 1- RECURSE * ;  T{ 5 lt9 -> 120 }T
: lt10 {: a b
          c :} a b c + + ;            T{ 1 2 3 lt10 -> 6 }T
\ a local shadows a word while its definition is compiled, and only then
: lt11 {: dup :} dup dup ;            T{ 4 lt11 -> 4 4 }T
T{ 4 DUP -> 4 4 }T
\ the value fetched is the value at the fetch
: lt12 {: a :} a 10 TO a a ;          T{ 1 lt12 -> 1 10 }T
: lt13 LOCALS| a b | a b ;            T{ 1 2 lt13 -> 2 1 }T
: lt14 10 LOCALS| x | x 2* ;          T{ lt14 -> 20 }T
\ (LOCAL) as a defining primitive
: lt15 [ S" p" (LOCAL) S" q" (LOCAL) 0 0 (LOCAL) ] p q ;
: local ( "name" -- ) PARSE-NAME (LOCAL) ; IMMEDIATE
: end-locals 0 0 (LOCAL) ; IMMEDIATE
: lt19 local x local y end-locals x y - ;  T{ 10 3 lt19 -> -7 }T  T{ 1 2 lt15 -> 2 1 }T
\ locals inside loops and with the data stack in use
: lt16 {: n :} 0 BEGIN DUP n < WHILE 1+ REPEAT ;  T{ 4 lt16 -> 4 }T
: lt17 {: a b :} a b 2DUP + ROT ROT * ;  T{ 3 4 lt17 -> 7 12 }T
: lt18 {: x :} x 0< IF x NEGATE TO x THEN x ;  T{ -5 lt18 -> 5 }T  T{ 6 lt18 -> 6 }T
t-report
