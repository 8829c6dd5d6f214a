\ A small test harness in the spirit of John Hayes' tester (written for antioch):
\   T{ code -> expected }T  runs code and compares the stack it leaves with the expected values.
\ Failures print the source line; t-errors counts them, t-tests counts the tests run.
VARIABLE t-depth   VARIABLE t-count   CREATE t-results 64 CELLS ALLOT
VARIABLE t-errors  0 t-errors !   VARIABLE t-tests  0 t-tests !
: t-fail ( -- ) 1 t-errors +! ." FAIL: " SOURCE TYPE CR ;
: T{ ( -- ) DEPTH t-depth ! ;
: -> ( i*x -- ) DEPTH t-depth @ - DUP t-count !  0 ?DO t-results I CELLS + ! LOOP ;
: t-clear ( i*x -- ) BEGIN DEPTH t-depth @ > WHILE DROP REPEAT ;
: }T ( j*x -- )
  1 t-tests +!
  DEPTH t-depth @ - t-count @ = IF
    -1 t-count @ 0 ?DO SWAP t-results I CELLS + @ = AND LOOP
    0= IF t-fail THEN
  ELSE t-fail t-clear THEN ;
: t-report ( -- ) t-tests @ . ." tests, " t-errors @ . ." errors" CR ;
