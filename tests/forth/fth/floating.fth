\ FLOATING and FLOATING EXT (Forth-2012 12.6), written from the glossary. Results compared with F~.
DECIMAL
: f= ( -- flag ) ( F: r1 r2 -- ) 0E F~ ;
: f~= ( -- flag ) ( F: r1 r2 -- ) -1E-12 F~ ;
T{ 1E 1E f= -> -1 }T  T{ 1.5E0 3E 2E F/ f= -> -1 }T  T{ -2.5e-3 -25E-4 f= -> -1 }T  T{ +1E+2 100E f= -> -1 }T
T{ 1E 2E F+ 3E f= -> -1 }T  T{ 1E 2E F- -1E f= -> -1 }T  T{ 3E 4E F* 12E f= -> -1 }T  T{ 1E 4E F/ 0.25E f= -> -1 }T
T{ FDEPTH -> 0 }T  T{ 1E 2E FDEPTH FDROP FDROP -> 2 }T
T{ 1E 2E FSWAP 1E f= 2E f= -> -1 -1 }T  T{ 1E 2E FOVER FDEPTH FDROP FDROP FDROP -> 3 }T
T{ 1E 2E 3E FROT 1E f= 3E f= 2E f= -> -1 -1 -1 }T  T{ 5E FDUP F* 25E f= -> -1 }T
T{ -1E F0< 0E F0< 1E F0< -> -1 0 0 }T  T{ 0E F0= 1E F0= -0E F0= -> -1 0 -1 }T  T{ 1E 2E F< 2E 1E F< -> -1 0 }T
T{ 1.5E FLOOR 1E f= -1.5E FLOOR -2E f= -> -1 -1 }T
T{ 1.5E FROUND 2E f= 2.5E FROUND 2E f= -1.5E FROUND -2E f= -> -1 -1 -1 }T
T{ 1E 2E FMAX 2E f= 1E 2E FMIN 1E f= 3E FNEGATE -3E f= -> -1 -1 -1 }T
T{ 7. D>F 7E f= -> -1 }T  T{ -7. D>F F>D -> -7. }T  T{ 2.9E F>D -> 2. }T  T{ -2.9E F>D -> -2. }T
T{ 5 S>F 5E f= -> -1 }T  T{ 5.9E F>S -> 5 }T
FVARIABLE fv  T{ 3.25E fv F! fv F@ 3.25E f= -> -1 }T
T{ 1 FLOATS -> 8 }T  T{ 0 FLOAT+ -> 8 }T  T{ 3 FALIGNED -> 8 }T
2.5E FCONSTANT fc  T{ fc 2.5E f= -> -1 }T
: fl [ 6.5E ] FLITERAL ;  T{ fl 6.5E f= -> -1 }T
: fsum ( n -- ) ( F: -- r ) 0E 0 ?DO I S>F F+ LOOP ;  T{ 5 fsum 10E f= -> -1 }T
: flit 1.25E 2E F* ;  T{ flit 2.5E f= -> -1 }T
\ >FLOAT: a significand and an optional exponent; blanks are zero
T{ S" 1.5E3" >FLOAT -> -1 }T  T{ 1500E f= -> -1 }T
T{ S" 1.5" >FLOAT -> -1 }T  T{ 1.5E f= -> -1 }T  T{ S" .5" >FLOAT -> -1 }T  T{ 0.5E f= -> -1 }T
T{ S" 1d2" >FLOAT -> -1 }T  T{ 100E f= -> -1 }T  T{ S" 1+2" >FLOAT -> -1 }T  T{ 100E f= -> -1 }T
T{ S" 1E" >FLOAT -> -1 }T  T{ 1E f= -> -1 }T  T{ S"    " >FLOAT -> -1 }T  T{ 0E f= -> -1 }T
T{ S" abc" >FLOAT -> 0 }T  T{ S" 1.5x" >FLOAT -> 0 }T  T{ S" E5" >FLOAT -> 0 }T
\ REPRESENT
CREATE rbuf 20 ALLOT
T{ 12.345E rbuf 5 REPRESENT -> 2 0 -1 }T  T{ rbuf 5 S" 12345" COMPARE -> 0 }T
T{ -0.00123E rbuf 3 REPRESENT -> -2 -1 -1 }T  T{ rbuf 3 S" 123" COMPARE -> 0 }T
T{ 9.99E rbuf 2 REPRESENT -> 2 0 -1 }T  T{ rbuf 2 S" 10" COMPARE -> 0 }T
\ EXT: the functions
T{ 2E 10E F** 1024E f= -> -1 }T  T{ -3E FABS 3E f= -> -1 }T
T{ 0E FCOS 1E f= 0E FSIN 0E f= 0E FTAN 0E f= -> -1 -1 -1 }T
T{ 1E FACOS 0E f= 0E FASIN 0E f= 0E FATAN 0E f= -> -1 -1 -1 }T
T{ 1E FACOSH 0E f= 0E FASINH 0E f= 0E FATANH 0E f= -> -1 -1 -1 }T
T{ 0E FCOSH 1E f= 0E FSINH 0E f= 0E FTANH 0E f= -> -1 -1 -1 }T
T{ 0E FEXP 1E f= 0E FEXPM1 0E f= 1E FLN 0E f= 0E FLNP1 0E f= -> -1 -1 -1 -1 }T
T{ 2E FALOG 100E f~= 1000E FLOG 3E f~= 16E FSQRT 4E f= -> -1 -1 -1 }T
T{ 1E 1E FATAN2 1E FATAN f= -> -1 }T  T{ 0E FSINCOS 1E f= 0E f= -> -1 -1 }T
T{ 2.7E FTRUNC 2E f= -2.7E FTRUNC -2E f= -> -1 -1 }T
T{ 1E 1.1E 0.2E F~ 1E 1.5E 0.2E F~ -> -1 0 }T  T{ 1E 1.0001E -0.001E F~ -> -1 }T
T{ -1E FSQRT FDUP F< -> 0 }T
T{ PRECISION -> 15 }T  T{ 5 SET-PRECISION PRECISION 15 SET-PRECISION -> 5 }T
CREATE sfb 8 ALLOT  T{ 1.5E sfb SF! sfb SF@ 1.5E f= -> -1 }T  T{ 0.1E sfb SF! sfb SF@ 0.1E f= -> 0 }T
T{ 2.5E sfb DF! sfb DF@ 2.5E f= -> -1 }T
T{ 1 SFLOATS 1 DFLOATS 0 SFLOAT+ 0 DFLOAT+ 1 SFALIGNED 1 DFALIGNED -> 4 8 4 8 4 8 }T
4.5E FVALUE fval  T{ fval 4.5E f= -> -1 }T  T{ 7E TO fval fval 7E f= -> -1 }T
: set-fval TO fval ;  T{ 8E set-fval fval 8E f= -> -1 }T
BEGIN-STRUCTURE fs1 CFIELD: fs.c FFIELD: fs.f SFFIELD: fs.s DFFIELD: fs.d END-STRUCTURE
T{ 0 fs.c 0 fs.f 0 fs.s 0 fs.d fs1 -> 0 8 16 24 32 }T
\ division by zero is -42, interpreted or compiled; an empty float stack is -45
: fdz 1E 0E F/ ;  : fdz2 F/ ;
T{ ' fdz CATCH -> -42 }T  T{ 1E 0E ' F/ CATCH -> -42 }T  T{ 1E 0E ' fdz2 CATCH -> -42 }T
: fclear FDEPTH 0 ?DO FDROP LOOP ;  fclear
T{ ' F+ CATCH -> -45 }T  : fplus F+ ;  T{ ' fplus CATCH -> -45 }T  T{ 1E ' fplus CATCH fclear -> -45 }T
\ floats stay in locals inside a definition, across joins and loops
: fpoly ( F: x -- y ) FDUP FDUP F* FSWAP 2E F* F+ 1E F+ ;  T{ 3E fpoly 16E f= -> -1 }T
: fmax3 ( F: a b c -- m ) FOVER FOVER F< IF FSWAP THEN FDROP FOVER FOVER F< IF FSWAP THEN FDROP ;
T{ 1E 5E 3E fmax3 5E f= FDEPTH -> -1 0 }T
: fsum2 ( n -- ) ( F: -- r ) 0E 0 ?DO I S>F 0.5E F* F+ LOOP ;  T{ 4 fsum2 3E f= -> -1 }T
: fneg? ( F: r -- ) ( -- flag ) F0< ;  T{ -2E fneg? 2E fneg? -> -1 0 }T
: fcount ( n -- ) 0 ?DO I S>F LOOP ;  T{ 3 fcount FDEPTH fclear -> 3 }T
t-report
