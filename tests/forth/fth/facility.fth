\ FACILITY and FACILITY EXT (Forth-2012 10.6), the parts a test without a terminal can see.
DECIMAL
BEGIN-STRUCTURE point
  FIELD: p.x
  FIELD: p.y
  CFIELD: p.tag
  2 CELLS +FIELD p.extra
END-STRUCTURE
T{ point -> 2 CELLS 1+ 2 CELLS + }T
T{ 0 p.x -> 0 }T  T{ 0 p.y -> 1 CELLS }T  T{ 0 p.tag -> 2 CELLS }T  T{ 0 p.extra -> 2 CELLS 1+ }T
CREATE pt point ALLOT
: set-pt ( x y -- ) pt p.y !  pt p.x ! ;
T{ 3 4 set-pt pt p.x @ pt p.y @ -> 3 4 }T
: size-of-point point ;  T{ size-of-point -> point }T
BEGIN-STRUCTURE empty END-STRUCTURE  T{ empty -> 0 }T
\ FIELD: aligns, CFIELD: does not
BEGIN-STRUCTURE mixed CFIELD: m.a FIELD: m.b CFIELD: m.c CFIELD: m.d END-STRUCTURE
T{ 0 m.a 0 m.b 0 m.c 0 m.d mixed -> 0 8 16 17 18 }T
T{ 10 0 +FIELD f10 DROP 100 f10 -> 110 }T
T{ EMIT? -> -1 }T
T{ 0 MS -> }T
: in-range ( n lo hi -- flag ) 1+ WITHIN ;
T{ TIME&DATE 2000 3000 in-range SWAP 1 12 in-range AND SWAP 1 31 in-range AND SWAP 0 23 in-range AND
   SWAP 0 59 in-range AND SWAP 0 60 in-range AND -> -1 }T
T{ 65 EKEY>CHAR -> 65 -1 }T  T{ K-UP EKEY>CHAR NIP -> 0 }T
T{ K-UP EKEY>FKEY -> K-UP -1 }T  T{ 65 EKEY>FKEY -> 65 0 }T
T{ K-LEFT K-SHIFT-MASK OR K-SHIFT-MASK AND 0= -> 0 }T
t-report
