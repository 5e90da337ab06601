#pragma once
// AES-128 test vectors from FIPS-197 appendix
#define TEST_AES_KEY "2b7e151628aed2a6abf7158809cf4f3c"
#define TEST_AES_PLAINTEXT "6bc1bee22e409f96e93d7e117393172a"
#define TEST_AES_CIPHERTEXT "3ad77bb40d7a3660a89ecaf32466ef97"
