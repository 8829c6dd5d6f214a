\ CODE, ;CODE and END-CODE (Forth-2012 15.6.2.0930, 15.6.2.0470, 15.6.2.1716) with antioch assembly:
\ the body is a function of the cells the stack comment takes, returning what it leaves.
\ Only instructions every CPython version spells alike, so the file runs on each.


T{ CODE C-SWAP ( a b -- b a )
    LOAD_FAST b
    LOAD_FAST a
    BUILD_TUPLE 2
    RETURN_VALUE
END-CODE -> }T
T{ 1 2 C-SWAP -> 2 1 }T
T{ 5 6 ' C-SWAP EXECUTE -> 6 5 }T

T{ CODE C-DROP ( x -- )
    LOAD_CONST None
    RETURN_VALUE
END-CODE -> }T
T{ 1 2 C-DROP -> 1 }T

T{ CODE C-42 ( -- n )    LOAD_CONST 42
    RETURN_VALUE
END-CODE -> }T
T{ C-42 -> 42 }T

\ a CODE word compiled into a definition is a direct call
T{ : USE-C 3 4 C-SWAP C-DROP C-42 ; -> }T
T{ USE-C -> 4 42 }T
T{ : USE-C2 0 DO I C-42 C-SWAP C-DROP LOOP ; 3 USE-C2 -> 42 42 42 }T

\ ;CODE: the defined word's data field address is the last argument
T{ : C-BODY CREATE , ;CODE ( addr -- addr )
    LOAD_FAST addr
    RETURN_VALUE
END-CODE -> }T
T{ 7 C-BODY CB1 -> }T
T{ CB1 -> ' CB1 >BODY }T
T{ CB1 @ -> 7 }T

T{ : C-PAIR CREATE ;CODE ( x addr -- addr x )
    LOAD_FAST addr
    LOAD_FAST x
    BUILD_TUPLE 2
    RETURN_VALUE
END-CODE -> }T
T{ C-PAIR CP1 -> }T
T{ 9 CP1 -> ' CP1 >BODY 9 }T
T{ : USE-CP1 8 CP1 NIP ; USE-CP1 -> 8 }T
t-report
