\ BLOCK and BLOCK EXT (Forth-2012 7.6), written from the glossary; run in an empty folder (blocks.fb).
DECIMAL
: fill-block ( c u -- ) BUFFER 1024 ROT FILL UPDATE ;
T{ CHAR a 1 fill-block -> }T
T{ 1 BLOCK C@ -> CHAR a }T
T{ 1 BLOCK 1023 + C@ -> CHAR a }T
T{ FLUSH 1 BLOCK C@ -> CHAR a }T
\ a block past the end of the file reads as spaces
T{ 20 BLOCK C@ -> BL }T
\ BUFFER does not read
T{ 1 BUFFER 1 BLOCK = -> -1 }T
T{ EMPTY-BUFFERS 1 BUFFER C@ -> BL }T
T{ EMPTY-BUFFERS 1 BLOCK C@ -> CHAR a }T
\ eight buffers: writing more blocks than that goes through the file
: fill-many ( -- ) 12 2 DO I [CHAR] A + I fill-block LOOP ;
T{ fill-many 2 BLOCK C@ 11 BLOCK C@ -> CHAR C CHAR L }T
T{ FLUSH 5 BLOCK C@ -> CHAR F }T
\ UPDATE marks the current buffer; EMPTY-BUFFERS forgets it
T{ CHAR z 3 BLOCK C! UPDATE EMPTY-BUFFERS 3 BLOCK C@ -> CHAR D }T
T{ CHAR z 3 BLOCK C! UPDATE SAVE-BUFFERS EMPTY-BUFFERS 3 BLOCK C@ -> CHAR z }T
\ LOAD and THRU; BLK is the block loaded; \ ends a 64-character line
: put-text ( c-addr u blk -- ) BUFFER DUP 1024 BLANK SWAP MOVE UPDATE ;
T{ S" 1 2 + BLK @" 30 put-text -> }T
T{ 30 LOAD -> 3 30 }T
T{ BLK @ -> 0 }T
T{ 30 BUFFER 1024 BLANK S" 5 \ 6" 30 BUFFER SWAP MOVE S" 7" 30 BUFFER 64 + SWAP MOVE UPDATE -> }T
T{ 30 LOAD -> 5 7 }T
T{ S" 10" 31 put-text S" 20" 32 put-text -> }T
T{ 31 32 THRU -> 10 20 }T
T{ S" 1 REFILL 2" 33 put-text S" 3" 34 put-text -> }T
T{ 33 LOAD -> 1 -1 3 }T
T{ S\" S\" BLK @\" EVALUATE" 36 put-text 36 LOAD -> 0 }T
\ LIST and SCR
T{ 30 LIST SCR @ -> 30 }T
t-report
