\ CORE word set tests, written from the Forth-2012 glossary (6.1) for antioch's Forth.
DECIMAL
-1 CONSTANT all-ones   0 CONSTANT no-bits
0 INVERT 1 RSHIFT CONSTANT max-n        \ 0111...1
max-n INVERT CONSTANT min-n             \ 1000...0
0 INVERT CONSTANT max-u
max-n 1+ CONSTANT half-u                \ 1000...0 unsigned

\ 6.1.0270 0= 6.1.0250 0< 6.1.0480 < 6.1.0530 = 6.1.0540 > 6.1.2340 U<
T{ 0 0= -> -1 }T  T{ 1 0= -> 0 }T  T{ -1 0= -> 0 }T  T{ min-n 0= -> 0 }T
T{ 0 0< -> 0 }T  T{ -1 0< -> -1 }T  T{ min-n 0< -> -1 }T  T{ max-n 0< -> 0 }T
T{ 0 1 < -> -1 }T  T{ 1 0 < -> 0 }T  T{ -1 0 < -> -1 }T  T{ min-n max-n < -> -1 }T  T{ max-n min-n < -> 0 }T
T{ 0 0 = -> -1 }T  T{ 1 -1 = -> 0 }T  T{ min-n min-n = -> -1 }T
T{ 1 0 > -> -1 }T  T{ min-n 0 > -> 0 }T  T{ max-n min-n > -> -1 }T
T{ 0 1 U< -> -1 }T  T{ 1 -1 U< -> -1 }T  T{ -1 1 U< -> 0 }T  T{ half-u max-n U< -> 0 }T
T{ 0 1 MIN -> 0 }T  T{ min-n max-n MIN -> min-n }T  T{ -1 1 MAX -> 1 }T  T{ min-n max-n MAX -> max-n }T

\ bit logic 6.1.0720 AND 6.1.1980 OR 6.1.2490 XOR 6.1.1720 INVERT 6.1.1805 LSHIFT 6.1.2162 RSHIFT 6.1.0320 2* 6.1.0330 2/
T{ 0 INVERT -> -1 }T  T{ -1 INVERT -> 0 }T  T{ 5 3 AND -> 1 }T  T{ 5 3 OR -> 7 }T  T{ 5 3 XOR -> 6 }T
T{ 1 0 LSHIFT -> 1 }T  T{ 1 1 LSHIFT -> 2 }T  T{ 1 63 LSHIFT -> min-n }T  T{ half-u 1 LSHIFT -> 0 }T
T{ 1 0 RSHIFT -> 1 }T  T{ 2 1 RSHIFT -> 1 }T  T{ -1 1 RSHIFT -> max-n }T  T{ half-u 63 RSHIFT -> 1 }T
T{ 0 2* -> 0 }T  T{ 1 2* -> 2 }T  T{ -1 2* -> -2 }T  T{ half-u 2* -> 0 }T
T{ 0 2/ -> 0 }T  T{ 1 2/ -> 0 }T  T{ 3 2/ -> 1 }T  T{ -1 2/ -> -1 }T  T{ -3 2/ -> -2 }T  T{ min-n 2/ min-n AND -> min-n }T

\ arithmetic 6.1.0120 + 6.1.0160 - 6.1.0290 1+ 6.1.0300 1- 6.1.1910 NEGATE 6.1.0690 ABS
T{ 0 5 + -> 5 }T  T{ -1 1 + -> 0 }T  T{ max-n 1 + -> min-n }T  T{ min-n 1 - -> max-n }T
T{ 5 7 - -> -2 }T  T{ 0 1+ -> 1 }T  T{ max-n 1+ -> min-n }T  T{ min-n 1- -> max-n }T  T{ 2 1- -> 1 }T
T{ 7 NEGATE -> -7 }T  T{ -7 NEGATE -> 7 }T  T{ min-n NEGATE -> min-n }T
T{ 7 ABS -> 7 }T  T{ -7 ABS -> 7 }T  T{ min-n ABS -> min-n }T
T{ 3 4 * -> 12 }T  T{ -3 4 * -> -12 }T  T{ max-n 2 * -> -2 }T  T{ half-u half-u * -> 0 }T

\ 6.1.2170 S>D 6.1.1810 M* 6.1.2360 UM* 6.1.1561 FM/MOD 6.1.2214 SM/REM 6.1.2370 UM/MOD
T{ 5 S>D -> 5 0 }T  T{ -5 S>D -> -5 -1 }T  T{ min-n S>D -> min-n -1 }T
T{ 3 4 M* -> 12 0 }T  T{ -3 4 M* -> -12 -1 }T  T{ max-n max-n M* -> 1 max-n 1 RSHIFT }T
T{ min-n min-n M* -> 0 half-u 1 RSHIFT }T  T{ min-n -1 M* -> min-n 0 }T
T{ 2 3 UM* -> 6 0 }T  T{ max-u max-u UM* -> 1 max-u 1- }T  T{ half-u 2 UM* -> 0 1 }T
T{ 7 S>D 2 FM/MOD -> 1 3 }T  T{ -7 S>D 2 FM/MOD -> 1 -4 }T  T{ 7 S>D -2 FM/MOD -> -1 -4 }T  T{ -7 S>D -2 FM/MOD -> -1 3 }T
T{ 7 S>D 2 SM/REM -> 1 3 }T  T{ -7 S>D 2 SM/REM -> -1 -3 }T  T{ 7 S>D -2 SM/REM -> 1 -3 }T  T{ -7 S>D -2 SM/REM -> -1 3 }T
T{ min-n S>D 1 FM/MOD -> 0 min-n }T  T{ min-n S>D min-n FM/MOD -> 0 1 }T  T{ min-n S>D max-n SM/REM -> -1 -1 }T
T{ max-n 1+ 0 max-n SM/REM -> 1 1 }T
T{ 0 0 1 UM/MOD -> 0 0 }T  T{ 7 0 2 UM/MOD -> 1 3 }T  T{ 0 1 2 UM/MOD -> 0 half-u }T  T{ max-u 1- max-u 1- max-u UM/MOD -> max-u 2 - max-u }T
\ / MOD /MOD */ */MOD agree with SM/REM (this system divides symmetrically; FLOORED is false)
T{ 7 2 / -> 3 }T  T{ -7 2 / -> -3 }T  T{ 7 -2 MOD -> 1 }T  T{ -7 2 /MOD -> -1 -3 }T
T{ 2 3 4 */ -> 1 }T  T{ max-n 2 max-n */ -> 2 }T
T{ S" FLOORED" ENVIRONMENT? -> 0 -1 }T

\ stack 6.1.1290 DUP 6.1.1260 DROP 6.1.2260 SWAP 6.1.1990 OVER 6.1.2160 ROT 6.1.0630 ?DUP 6.1.1200 DEPTH and the 2-words
T{ 1 2 DUP -> 1 2 2 }T  T{ 1 2 DROP -> 1 }T  T{ 1 2 SWAP -> 2 1 }T  T{ 1 2 OVER -> 1 2 1 }T  T{ 1 2 3 ROT -> 2 3 1 }T
T{ 0 ?DUP -> 0 }T  T{ 4 ?DUP -> 4 4 }T  T{ DEPTH -> 0 }T  T{ 1 2 DEPTH -> 1 2 2 }T
T{ 1 2 2DUP -> 1 2 1 2 }T  T{ 1 2 2DROP -> }T  T{ 1 2 3 4 2SWAP -> 3 4 1 2 }T  T{ 1 2 3 4 2OVER -> 1 2 3 4 1 2 }T
: rstk 1 >R 2 >R R@ R> R> ;   T{ rstk -> 2 2 1 }T
: ?dup-in-def ?DUP IF 1+ THEN ;  T{ 0 ?dup-in-def -> }T  T{ 5 ?dup-in-def -> 6 }T

\ memory 6.1.0010 ! 6.1.0650 @ 6.1.0130 +! 6.1.0850 C! 6.1.0870 C@ 6.1.0310 2! 6.1.0350 2@ HERE ALLOT , C, ALIGN ALIGNED
VARIABLE v1  T{ 123 v1 ! v1 @ -> 123 }T  T{ 5 v1 +! v1 @ -> 128 }T  T{ -1 v1 ! v1 @ -> -1 }T
HERE 1 , HERE 2 , CONSTANT h2 CONSTANT h1
T{ h1 CELL+ h2 = -> -1 }T  T{ h1 @ h2 @ -> 1 2 }T  T{ h1 1 CELLS + h2 = -> -1 }T
HERE 97 C, HERE 98 C, CONSTANT c2 CONSTANT c1
T{ c1 CHAR+ c2 = -> -1 }T  T{ c1 C@ c2 C@ -> 97 98 }T  T{ 300 c1 C! c1 C@ -> 44 }T
ALIGN  T{ HERE ALIGNED HERE = -> -1 }T  T{ 1 ALIGNED 8 = -> -1 }T  T{ 1 CELLS 8 = -> -1 }T  T{ 1 CHARS -> 1 }T
CREATE dbl 2 CELLS ALLOT  T{ 1 2 dbl 2! dbl 2@ -> 1 2 }T  T{ dbl CELL+ @ dbl @ -> 1 2 }T
HERE 3 ALLOT HERE SWAP - CONSTANT allotted  T{ allotted -> 3 }T  ALIGN
CREATE fbuf 8 ALLOT  T{ fbuf 8 42 FILL fbuf 7 + C@ -> 42 }T  T{ fbuf 3 + fbuf 4 + 3 MOVE fbuf 5 + C@ -> 42 }T
CREATE counted 3 C, 65 C, 66 C, 67 C,  T{ counted COUNT -> counted 1+ 3 }T

\ control 6.1.1700 IF ELSE THEN BEGIN UNTIL WHILE REPEAT (and two WHILEs) EXIT RECURSE
: gi1 IF 123 THEN ;  : gi2 IF 123 ELSE 234 THEN ;
T{ 0 gi1 -> }T  T{ 1 gi1 -> 123 }T  T{ -1 gi2 -> 123 }T  T{ 0 gi2 -> 234 }T
: gi3 BEGIN DUP 5 < WHILE DUP 1+ REPEAT ;  T{ 0 gi3 -> 0 1 2 3 4 5 }T  T{ 6 gi3 -> 6 }T
: gi4 BEGIN DUP 1+ DUP 5 > UNTIL ;  T{ 3 gi4 -> 3 4 5 6 }T
: gi5 BEGIN DUP 2 > WHILE DUP 5 < WHILE DUP 1+ REPEAT 123 ELSE 345 THEN ;
T{ 1 gi5 -> 1 345 }T  T{ 2 gi5 -> 2 345 }T  T{ 3 gi5 -> 3 4 5 123 }T  T{ 5 gi5 -> 5 123 }T
: gcount ( n -- n*[0..n-1] ) DUP 0= IF EXIT THEN 1- DUP RECURSE ;  T{ 3 gcount -> 2 1 0 0 }T
: gfact DUP 2 < IF DROP 1 EXIT THEN DUP 1- RECURSE * ;  T{ 10 gfact -> 3628800 }T

\ DO loops 6.1.1240 DO 6.1.1800 LOOP 6.1.0140 +LOOP I J LEAVE UNLOOP
: gd1 DO I LOOP ;  T{ 4 1 gd1 -> 1 2 3 }T  T{ 2 -1 gd1 -> -1 0 1 }T  T{ min-n 1+ min-n gd1 -> min-n }T
: gd2 DO I -1 +LOOP ;  T{ 1 4 gd2 -> 4 3 2 1 }T  T{ -1 2 gd2 -> 2 1 0 -1 }T
: gd3 DO 1 0 DO J LOOP LOOP ;  T{ 4 1 gd3 -> 1 2 3 }T
: gd4 DO I 5 = IF LEAVE THEN I LOOP ;  T{ 10 3 gd4 -> 3 4 }T
: gd5 123 SWAP 0 DO I 4 > IF DROP 234 LEAVE THEN LOOP ;  T{ 1 gd5 -> 123 }T  T{ 6 gd5 -> 234 }T
: gd6 10 0 DO I 3 = IF UNLOOP I EXIT THEN LOOP 99 ;  T{ gd6 -> 3 }T
\ +LOOP crosses the boundary between limit-1 and limit, in both directions
VARIABLE step  : gp ( limit start step -- i*x ) step ! DO I step @ +LOOP ;
T{ 10 0 3 gp -> 0 3 6 9 }T  T{ 0 10 -3 gp -> 10 7 4 1 }T  T{ 0 0 -1 gp -> 0 }T  T{ 4 1 1 gp -> 1 2 3 }T
T{ max-n max-n 1- 1 gp -> max-n 1- }T  T{ min-n min-n 1+ -1 gp -> min-n 1+ min-n }T
: gp2 ( -- n ) 0 max-n min-n DO 1+ max-n 2/ 1+ +LOOP ;  T{ gp2 -> 4 }T

\ defining words 6.1.0450 : 6.1.0950 CONSTANT VARIABLE CREATE DOES> >BODY IMMEDIATE
123 CONSTANT x123  T{ x123 -> 123 }T  : equ CONSTANT ;  x123 equ y123  T{ y123 -> 123 }T
: does1 DOES> @ 1 + ;  : does2 DOES> @ 2 + ;  CREATE cr1  T{ cr1 -> HERE }T  1 ,
T{ cr1 @ -> 1 }T  does1  T{ cr1 -> 2 }T  does2  T{ cr1 -> 3 }T
: weird: CREATE DOES> 1 + DOES> 2 + ;  weird: w1
T{ ' w1 >BODY -> HERE }T  T{ w1 -> HERE 1 + }T  T{ w1 -> HERE 2 + }T
: konst CREATE , DOES> @ ;  42 konst k42  T{ k42 -> 42 }T  : use-k k42 1+ ;  T{ use-k -> 43 }T
: gi6 123 ; IMMEDIATE  T{ : gi7 gi6 ; -> 123 }T
: nop : POSTPONE ; ;  nop nop1 nop nop2  T{ nop1 -> }T
: hidden-test 1 ;  : hidden-test hidden-test 1+ ;  T{ hidden-test -> 2 }T

\ compilation 6.1.2250 STATE [ ] LITERAL POSTPONE ['] ' EXECUTE FIND [CHAR] CHAR
: gt1 123 ;  T{ ' gt1 EXECUTE -> 123 }T  : gt2 ['] gt1 ; IMMEDIATE  T{ gt2 EXECUTE -> 123 }T
: gt3 [ 5 3 * ] LITERAL ;  T{ gt3 -> 15 }T
: gt4 POSTPONE gt1 ; IMMEDIATE  : gt5 gt4 ;  T{ gt5 -> 123 }T
: gt6 345 ; IMMEDIATE  : gt7 POSTPONE gt6 ;  T{ gt7 -> 345 }T
: gt8 STATE @ ; IMMEDIATE  T{ gt8 -> 0 }T  T{ : gt9 gt8 LITERAL ; gt9 0= -> 0 }T
T{ CHAR X -> 88 }T  T{ CHAR HELLO -> 72 }T  : gc1 [CHAR] X ;  T{ gc1 -> 88 }T
HERE 3 C, CHAR g C, CHAR t CHAR 1 SWAP C, C, CONSTANT gt1string
T{ gt1string FIND -> ' gt1 -1 }T
HERE 3 C, CHAR g C, CHAR t CHAR 6 SWAP C, C, CONSTANT gt6string
T{ gt6string FIND -> ' gt6 1 }T
: exec-in-def EXECUTE ;  T{ ' gt1 exec-in-def -> 123 }T

\ numbers and text: BASE DECIMAL HEX, # prefixes, >NUMBER, pictured output
T{ BASE @ -> 10 }T  T{ HEX BASE @ DECIMAL -> 16 }T  T{ #1289 -> 1289 }T  T{ $12eF -> 4847 }T  T{ %10010110 -> 150 }T
T{ '7' -> 55 }T  T{ #-1289 -> -1289 }T  T{ -1289. -> -1289 -1 }T
: gn-buf S" 123abc" ;  T{ 0 0 gn-buf >NUMBER -> 123 0 gn-buf DROP 3 + 3 }T
: gn-99 S" 99" ;  T{ 0 0 gn-99 >NUMBER -> 99 0 gn-99 + 0 }T  : gn-0 S" " ;  T{ 0 0 gn-0 >NUMBER -> 0 0 gn-0 }T
: gp-s ( n -- addr u ) DUP ABS 0 <# #S ROT SIGN #> ;
: same-string? ( a1 u1 a2 u2 -- f ) ROT OVER <> IF DROP 2DROP 0 EXIT THEN
  0 ?DO OVER I + C@ OVER I + C@ <> IF 2DROP UNLOOP 0 EXIT THEN LOOP 2DROP -1 ;
T{ -123 gp-s S" -123" same-string? -> -1 }T  T{ 0 gp-s S" 0" same-string? -> -1 }T
T{ <# 1 0 # # #> S" 01" same-string? -> -1 }T  T{ <# 41 HOLD 0 0 #S #> S" 0A" same-string? -> 0 }T
T{ <# CHAR A HOLD 0 0 #S #> S" 0A" same-string? -> -1 }T
: gp-hex ( ud -- a u ) BASE @ >R HEX <# #S #> R> BASE ! ;  T{ 255 0 gp-hex S" FF" same-string? -> -1 }T
T{ -1 -1 gp-hex NIP -> 32 }T

\ strings: S" C" COUNT TYPE (output is checked from Python), WORD, PARSE, SOURCE, >IN, EVALUATE
T{ S" abc" NIP -> 3 }T  : gs1 S" hi there" ;  T{ gs1 NIP -> 8 }T  T{ gs1 DROP C@ -> 104 }T
: gs2 C" xyz" ;  T{ gs2 COUNT NIP -> 3 }T  T{ gs2 1+ C@ -> 120 }T
T{ BL WORD hello COUNT NIP -> 5 }T  T{ CHAR " WORD  abc" COUNT NIP -> 4 }T
T{ SOURCE SWAP DROP 0> -> -1 }T  : gs3 >IN @ ;  T{ gs3 0> -> -1 }T
: gs4 ( -- x ) S" 1 2 +" EVALUATE ;  T{ gs4 -> 3 }T  T{ S" 10 20" EVALUATE -> 10 20 }T
: gs5 S" : gs6 55 ;" EVALUATE ; gs5  T{ gs6 -> 55 }T
VARIABLE scans
: rescan? -1 scans +! scans @ IF 0 >IN ! THEN ;
T{ 2 scans !
345 rescan?
-> 345 345 }T

\ FM/MOD and SM/REM against floored and symmetric division by */ on a double product
T{ 1 2 3 */MOD -> 2 0 }T  T{ -1 2 3 */MOD -> -2 0 }T  T{ max-n 2 max-n */MOD -> 0 2 }T

\ 6.1.2120 RECURSE in :NONAME; 6.1.2410 VARIABLE shares HERE
:NONAME ( n -- n! ) DUP 2 < IF DROP 1 EXIT THEN DUP 1- RECURSE * ; CONSTANT fact-xt
T{ 5 fact-xt EXECUTE -> 120 }T

\ ABORT" and ABORT under CATCH
: ga1 ABORT" oops" 7 ;  T{ 0 ga1 -> 7 }T  T{ 1 ' ga1 CATCH NIP -> -2 }T
T{ ' ABORT CATCH -> -1 }T

t-report
