\ TOOLS and TOOLS EXT (Forth-2012 15.6), written from the glossary and its rationale.
DECIMAL
\ AHEAD
: pt1 AHEAD 1111 2222 THEN 3333 ;
T{ pt1 -> 3333 }T
\ [IF] [ELSE] [THEN], nested and across lines
T{ -1 [IF] 1 [ELSE] 2 [THEN] -> 1 }T
T{ 0 [IF] 1 [ELSE] 2 [THEN] -> 2 }T
T{ 0 [IF] 1 [IF] 3 [ELSE] 4 [THEN] [ELSE] 5 [THEN] -> 5 }T
T{ -1 [IF] 0 [IF] 3 [ELSE] 4 [THEN] [ELSE] 5 [THEN] -> 4 }T
T{ 0 [IF]
     1 2
   [ELSE]
     3
   [THEN] -> 3 }T
: pt2 [ 0 ] [IF] 1111 [ELSE] 2222 [THEN] ;
T{ pt2 -> 2222 }T
T{ [DEFINED] DUP -> -1 }T  T{ [DEFINED] no-such-word -> 0 }T
T{ [UNDEFINED] DUP -> 0 }T  T{ [UNDEFINED] no-such-word -> -1 }T
\ CS-PICK and CS-ROLL: a loop with two exits, WHILE written with CS-ROLL
: ?repeat 0 CS-PICK POSTPONE UNTIL ; IMMEDIATE
VARIable pt4
: pt5 ( n -- ) pt4 ! BEGIN -1 pt4 +! pt4 @ 4 > 0= ?repeat pt4 @ 2 > 0= UNTIL ;
T{ 6 pt5 pt4 @ -> 2 }T
: my-while POSTPONE IF 1 CS-ROLL ; IMMEDIATE
: pt6 0 BEGIN DUP 5 < my-while 1+ REPEAT ;
T{ pt6 -> 5 }T
\ N>R NR>
: tnr1 N>R SWAP NR> ;
T{ 1 2 10 20 30 3 tnr1 -> 2 1 10 20 30 3 }T
: tnr2 N>R N>R SWAP NR> NR> ;
T{ 1 2 10 20 30 3 40 50 2 tnr2 -> 2 1 10 20 30 3 40 50 2 }T
T{ 0 N>R NR> -> 0 }T
\ NAME>STRING NAME>INTERPRET NAME>COMPILE through TRAVERSE-WORDLIST
WORDLIST CONSTANT wid1
GET-ORDER wid1 SWAP 1+ SET-ORDER DEFINITIONS
: alpha 11 ;  : beta 22 ;  : gamma 33 ; IMMEDIATE
FORTH DEFINITIONS PREVIOUS
: count-words ( n nt -- n+1 flag ) DROP 1+ TRUE ;
T{ 0 ' count-words wid1 TRAVERSE-WORDLIST -> 3 }T
: first-name ( nt -- 0 c-addr u ) NAME>STRING 0 ROT ROT FALSE ;
T{ ' first-name wid1 TRAVERSE-WORDLIST S" gamma" COMPARE NIP -> 0 }T
: find-beta ( nt -- nt true | false ) DUP NAME>STRING S" beta" COMPARE IF DROP TRUE ELSE FALSE THEN ;
: beta-nt 0 ' find-beta wid1 TRAVERSE-WORDLIST ;
T{ 0 ' find-beta wid1 TRAVERSE-WORDLIST NAME>INTERPRET EXECUTE -> 0 22 }T
: get-nt ( c-addr u -- nt ) wid1 SEARCH-WORDLIST DROP ;
T{ S" alpha" get-nt NAME>INTERPRET EXECUTE -> 11 }T
T{ S" gamma" get-nt NAME>COMPILE ' EXECUTE = NIP -> -1 }T
T{ S" beta" get-nt NAME>COMPILE ' COMPILE, = NIP -> -1 }T
: comp-alpha [ S" alpha" get-nt NAME>COMPILE EXECUTE ] ;
T{ comp-alpha -> 11 }T
\ SYNONYM
SYNONYM my-dup DUP   SYNONYM my-then THEN
T{ 5 my-dup -> 5 5 }T
: pt7 IF 1 my-then 2 ;
T{ 0 pt7 -> 2 }T  T{ -1 pt7 -> 1 2 }T
: pt8 my-dup * ;  T{ 7 pt8 -> 49 }T
\ FORGET
: forget-me 1 ;  : and-me 2 ;
FORGET forget-me
T{ [DEFINED] forget-me [DEFINED] and-me -> 0 0 }T
t-report
