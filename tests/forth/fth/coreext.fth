\ CORE EXT word set tests, written from the Forth-2012 glossary (6.2) for antioch's Forth.
DECIMAL
T{ 0 0<> -> 0 }T  T{ 5 0<> -> -1 }T  T{ 0 0> -> 0 }T  T{ -1 0> -> 0 }T  T{ 7 0> -> -1 }T
T{ 1 2 <> -> -1 }T  T{ 2 2 <> -> 0 }T  T{ 1 -1 U> -> 0 }T  T{ -1 1 U> -> -1 }T
T{ 1 2 NIP -> 2 }T  T{ 1 2 TUCK -> 2 1 2 }T  T{ TRUE FALSE -> -1 0 }T
T{ 1 2 3 0 PICK -> 1 2 3 3 }T  T{ 1 2 3 2 PICK -> 1 2 3 1 }T  : pk PICK ;  T{ 1 2 3 1 pk -> 1 2 3 2 }T
: pk2 2 PICK ;  T{ 7 8 9 pk2 -> 7 8 9 7 }T
T{ 1 2 3 2 ROLL -> 2 3 1 }T  T{ 1 2 3 0 ROLL -> 1 2 3 }T  T{ 1 2 3 1 ROLL -> 1 3 2 }T
\ WITHIN (6.2.2440): n1 in [n2, n3), with wrap-around ranges
T{ 1 0 2 WITHIN -> -1 }T  T{ 2 0 2 WITHIN -> 0 }T  T{ -1 0 2 WITHIN -> 0 }T  T{ 0 -1 1 WITHIN -> -1 }T
T{ 5 10 0 WITHIN -> 0 }T  T{ 15 10 0 WITHIN -> -1 }T  T{ -5 10 0 WITHIN -> -1 }T
\ 2>R 2R> 2R@
: tr1 2>R 2R@ 2R> ;  T{ 1 2 tr1 -> 1 2 1 2 }T
: tr2 1 2 2>R R> R> ;  T{ tr2 -> 2 1 }T
\ VALUE TO, DEFER IS DEFER@ DEFER! ACTION-OF
111 VALUE val1  T{ val1 -> 111 }T  T{ 222 TO val1 val1 -> 222 }T  : setv TO val1 ;  T{ 333 setv val1 -> 333 }T
: getv val1 ;  T{ getv -> 333 }T
DEFER df1  : d-one 1 ;  : d-two 2 ;  ' d-one IS df1  T{ df1 -> 1 }T
: use-df df1 ;  T{ use-df -> 1 }T  ' d-two IS df1  T{ use-df -> 2 }T
T{ ' df1 DEFER@ -> ' d-two }T  T{ ' d-one ' df1 DEFER! df1 -> 1 }T  T{ ACTION-OF df1 -> ' d-one }T
: act ACTION-OF df1 ;  T{ act -> ' d-one }T  : isit IS df1 ;  T{ ' d-two isit df1 -> 2 }T
\ :NONAME, COMPILE, [COMPILE]
:NONAME 7 ; CONSTANT nn1  T{ nn1 EXECUTE -> 7 }T
: cc1 POSTPONE DUP ; IMMEDIATE  : cc2 cc1 * ;  T{ 5 cc2 -> 25 }T
: cc3 ['] DROP COMPILE, ; IMMEDIATE  : cc4 1 2 cc3 ;  T{ cc4 -> 1 }T
: endif POSTPONE THEN ; IMMEDIATE  : cc5 IF 1 endif 2 ;  T{ 0 cc5 -> 2 }T  T{ -1 cc5 -> 1 2 }T
: [c]if [COMPILE] IF ; IMMEDIATE  : cc6 [c]if 10 THEN ;  T{ 1 cc6 -> 10 }T
\ CASE OF ENDOF ENDCASE
: cs1 CASE 1 OF 111 ENDOF 2 OF 222 ENDOF 3 OF 333 ENDOF >R 999 R> ENDCASE ;
T{ 1 cs1 -> 111 }T  T{ 2 cs1 -> 222 }T  T{ 3 cs1 -> 333 }T  T{ 4 cs1 -> 999 }T
: cs2 CASE ENDCASE ;  T{ 5 cs2 -> }T
\ ?DO AGAIN
: qd 0 ROT ROT ?DO 1+ LOOP ;  T{ 5 5 qd -> 0 }T  T{ 5 2 qd -> 3 }T
: ag1 0 BEGIN 1+ DUP 10 > IF EXIT THEN AGAIN ;  T{ ag1 -> 11 }T
\ BUFFER: ERASE PAD UNUSED HOLDS C" S\"
10 BUFFER: buf1  T{ buf1 10 ERASE buf1 9 + C@ -> 0 }T  T{ buf1 5 255 FILL buf1 4 + C@ -> 255 }T
T{ PAD 0> -> -1 }T  T{ UNUSED 1000 > -> -1 }T  T{ UNUSED 8 ALLOT UNUSED - -> 8 }T
: hs <# S" abc" HOLDS 0 0 #> ;  T{ hs NIP -> 3 }T  T{ hs DROP C@ -> 97 }T
T{ S\" a\tb\n\"\\\x41" NIP -> 7 }T  : es S\" \x41\q" ;  T{ es DROP C@ -> 65 }T  T{ es DROP 1+ C@ -> 34 }T
T{ C" hello" COUNT NIP -> 5 }T
\ PARSE PARSE-NAME SOURCE-ID REFILL SAVE-INPUT RESTORE-INPUT
T{ CHAR ) PARSE abc) NIP -> 3 }T  T{ PARSE-NAME   word  NIP -> 4 }T  T{ SOURCE-ID 0> -> -1 }T
T{ S" SOURCE-ID" EVALUATE -> -1 }T
\ a line interpreted three times by RESTORE-INPUT of a position saved at the end of the line before it
VARIABLE si-count  CREATE si-saved 3 CELLS ALLOT
: si-mark ( -- ) SAVE-INPUT si-saved ! si-saved CELL+ ! si-saved 2 CELLS + ! ;
: si-back ( -- flag ) si-saved 2 CELLS + @ si-saved CELL+ @ si-saved @ RESTORE-INPUT ;
: si-loop ( -- ) si-count @ 3 < IF si-back DROP THEN ;
0 si-count !  si-mark
1 si-count +!  si-loop
T{ si-count @ -> 3 }T
\ HEX DECIMAL .R U.R output is checked from Python; MARKER forgets
MARKER forget-me  : gone 1 ;  T{ C" gone" FIND NIP -> -1 }T  forget-me
T{ C" gone" FIND NIP -> 0 }T  T{ C" forget-me" FIND NIP -> 0 }T
\ [IF] [ELSE] [THEN] [DEFINED] [UNDEFINED] (TOOLS EXT), which test suites use
T{ -1 [IF] 1 [ELSE] 2 [THEN] -> 1 }T  T{ 0 [IF] 1 [ELSE] 2 [THEN] -> 2 }T
T{ 0 [IF] 1 [IF] 3 [ELSE] 4 [THEN] [ELSE] 5 [THEN] -> 5 }T
0 [IF] this line and
  the next are skipped [ELSE] T{ 6 -> 6 }T [THEN]
T{ [DEFINED] DUP [UNDEFINED] DUP [DEFINED] no-such-word -> -1 0 0 }T
t-report
