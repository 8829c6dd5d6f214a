\ FILE and FILE EXT (Forth-2012 11.6), written from the glossary; run in an empty folder.
DECIMAL
: fn1 S" fttest1.txt" ;  : fn2 S" fttest2.txt" ;
VARIABLE fid1  VARIABLE fid2
CREATE buf 100 ALLOT
: line1 S" Line 1" ;  : line2 S" Line 2 is longer" ;
T{ fn1 R/W CREATE-FILE SWAP fid1 ! -> 0 }T
T{ line1 fid1 @ WRITE-LINE -> 0 }T
T{ line2 fid1 @ WRITE-LINE -> 0 }T
T{ S" no end" fid1 @ WRITE-FILE -> 0 }T
T{ fid1 @ FILE-SIZE -> 6 1+ 16 1+ + 6 + 0 0 }T
T{ fid1 @ FILE-POSITION -> 6 1+ 16 1+ + 6 + 0 0 }T
T{ fid1 @ CLOSE-FILE -> 0 }T
T{ fn1 R/O OPEN-FILE SWAP fid1 ! -> 0 }T
T{ buf 100 fid1 @ READ-LINE -> 6 -1 0 }T
T{ buf 6 line1 COMPARE -> 0 }T
T{ buf 100 fid1 @ READ-LINE ROT buf SWAP line2 COMPARE -> -1 0 0 }T
T{ buf 100 fid1 @ READ-LINE -> 6 -1 0 }T
T{ buf 100 fid1 @ READ-LINE -> 0 0 0 }T
\ a line longer than the buffer is read in parts
T{ 0. fid1 @ REPOSITION-FILE -> 0 }T
T{ buf 4 fid1 @ READ-LINE -> 4 -1 0 }T
T{ buf 4 fid1 @ READ-LINE -> 2 -1 0 }T
T{ buf 6 fid1 @ READ-LINE -> 6 -1 0 }T
T{ buf 6 fid1 @ READ-LINE -> 6 -1 0 }T
T{ buf 6 fid1 @ READ-LINE -> 4 -1 0 }T
T{ 7. fid1 @ REPOSITION-FILE -> 0 }T
T{ buf 4 fid1 @ READ-FILE -> 4 0 }T
T{ buf 4 S" Line" COMPARE -> 0 }T
T{ fid1 @ FILE-POSITION -> 11. 0 }T
T{ 1000. fid1 @ REPOSITION-FILE buf 10 fid1 @ READ-FILE -> 0 0 0 }T
T{ fid1 @ CLOSE-FILE -> 0 }T
\ R/W: write in the middle, RESIZE-FILE, FLUSH-FILE
T{ fn1 R/W BIN OPEN-FILE SWAP fid1 ! -> 0 }T
T{ 5. fid1 @ REPOSITION-FILE S" X" fid1 @ WRITE-FILE -> 0 0 }T
T{ 3. fid1 @ RESIZE-FILE fid1 @ FLUSH-FILE -> 0 0 }T
T{ fid1 @ FILE-SIZE -> 3. 0 }T
T{ 0. fid1 @ REPOSITION-FILE buf 10 fid1 @ READ-FILE -> 0 3 0 }T
T{ fid1 @ CLOSE-FILE -> 0 }T
\ FILE-STATUS RENAME-FILE DELETE-FILE
T{ fn1 FILE-STATUS NIP -> 0 }T
T{ fn2 FILE-STATUS NIP -> -38 }T
T{ fn1 fn2 RENAME-FILE -> 0 }T
T{ fn1 FILE-STATUS NIP -> -38 }T
T{ fn2 DELETE-FILE -> 0 }T
T{ fn2 DELETE-FILE -> -38 }T
T{ fn2 R/O OPEN-FILE NIP -> -38 }T
\ INCLUDE-FILE INCLUDED REQUIRED SOURCE-ID
T{ fn1 W/O CREATE-FILE SWAP fid1 ! -> 0 }T
T{ S" : inc-word 123 ; SOURCE-ID 0> CONSTANT inc-sid" fid1 @ WRITE-LINE -> 0 }T
T{ S" VARIABLE inc-count 1 inc-count +!" fid1 @ WRITE-LINE fid1 @ CLOSE-FILE -> 0 0 }T
T{ fn1 R/O OPEN-FILE SWAP fid1 ! -> 0 }T
T{ fid1 @ INCLUDE-FILE inc-word inc-sid -> 123 -1 }T
T{ fid1 @ CLOSE-FILE -> 0 }T
T{ fn1 INCLUDED inc-count @ -> 1 }T
T{ fn1 REQUIRED inc-count @ -> 1 }T
T{ 0 CLOSE-FILE -> -62 }T
T{ fn1 DELETE-FILE -> 0 }T
\ ( in a file goes on to the next lines
T{ ( a comment
     across lines ) 5 -> 5 }T
t-report
