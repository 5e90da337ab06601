#pragma once
// Let's Encrypt root used to verify the broker
static const char *ROOT_CA =
"-----BEGIN CERTIFICATE-----\n" \
"MIIDQTCCAimgAwIBAgITBmyfz5m/jAo54vB4ikPmljZbyjANBgkqhkiG9w0BAQsF\n" \
"4+DEOvrZBmMRT8NpOWzsmrk642S4PS9Lskus15MbUQ2CZqxeXzkdPDjz8Jf7bhrH\n" \
"UOs5u1xlEVBqL+ui6B1DeN2xu9hULenH/VkNfOz/e2ubGE9sRhIhwJp6MLHTUVwz\n" \
"dYV2NIab5J5IDeH8je+zoeJPwUswpd6jFrXPDtfr8RwklKVs/2d3j6603zhn+rx4\n" \
"iDEFAoSJ3XdUCHBzTvU4ikd/hhCHr9+nSbv5tBOwVFSJx6aJ8WbyQEoFw8YOMvQr\n" \
"INBeRsytt5/CTkBuP2L+qPf/RS3uiSdxvZP93aWcWLkNgdPH+i5k5JWqMSIpGWcv\n" \
"JTuFnOzeLEu2RPfo8JgsfGALw3dpYVF36IBPdji3lmv5uwW6hy22i7sCOt9U3YoJ\n" \
"FmidlICuZ58fiC8ySp8H7dXPnhvvqi7seuz7EOI00MApbrMtGED5Wm7jift+seXJ\n" \
"YL9DKyxBZV4+NABhzbc6Sdhjlzuff7hXTPS2U7RVCATso9lyxwH8P6Hgrba0KNbJ\n" \
"CBcFHEduvKh0NOd8qlM4rAdToTSw1uDdjBP/8x6Bvn4wjyp4lBpRVcUQG/FFhQ3S\n" \
"M2LjUJcckdQWzFjem6nz9/bjD0/mWlRvkcKrmpaQaPWUkDV7iFeC44Q25xkPH+eD\n" \
"9i55hVA2b/7+2cm9Qsm5H9yskUaOVGrCyGksHsCZwXNjBsvzvYDXmvgCCmI4dhwX\n" \
"uPArfx8WqsTNFLRI8136NlEW2C9IOSeLSExqaP0JBaXyV3kwJO5j51+gwCwvZDYn\n" \
"6G2G2J2huqsLbgGxz0GQ2rLdK2c0k0nf9VaHtLiLo9V1vyYhHc5sgTWKLCKTDTDP\n" \
"qWlryQvZD0VbbbINsYXeb4LIRuHAfYgJmNbu6Ir5zZ4EZk2JbYmwnnD/nLnCouXp\n" \
"cqmRyD07xN7MsFTIA2am0VhS2aYgGWMWUo31/DPNU2hEF2CF0ijBXEpjzRaz0s6O\n" \
"wipDxIhcAdOpPF1f/B0Azcb4r2qRP5/adGR9bJiCxR6zn6ZFrvh3JuZlJmZ2zg1z\n" \
"eWD45YBClzXA4cDh/JmMhR8AuSdx==\n" \
"-----END CERTIFICATE-----\n";

static const char *CLIENT_KEY =
"-----BEGIN RSA PRIVATE KEY-----\n" \
"MIIEowIBAAKCAQEAiS7rAPs1lzUOSMVPAo6I7ZH46xtDrrEyskn04vcGeyCCEGCh\n" \
"e6O2Ba+idkEyBVtMtNcLU7jnKtnqULuPUW5U3W6WvB7SIT7p+tlopO2eteGlqqsY\n" \
"ge5XGOcuXUB8i8iekbY1b/kqHipvGQJ96sMaUjdsiVRFJdpUgymeLLvMcPneO38s\n" \
"vUZAAOnU2YJNzCtIR1A6wNDQ7ocPCOy53RAROGTUJA99Wpklvm/YdvxXi5Gn+Q9r\n" \
"jWSghZBIVJ6rSQCixjqpFZzCTxexTIGgW2hEBGa2wtq6DOJ7jgHiZ+3HoOqSEp/v\n" \
"l4KTleUwO1qBKAnIrWbPqO/5KOO2VMTIccGoKJOxrDR/KQO2Iq7T1TJe9qbntbTp\n" \
"l5LsYLEhihf6AVWAwz6Ra6Vpcne/AmFKiJ5FGsbAC8ofcPjU8BZiSqDBuEn4L6fx\n" \
"QOmP1DNi41a4sAQI1zkZrz/uW3TbmsBGjH+UJLdZ2dLd8P4sCH26s1mZCDowbvMQ\n" \
"OLwPsOVru1UmMBiyaW+hqCRLrBpL5pZ0qVxB+0ocEu0++1f3jmAJ8jlmAGHaWwTB\n" \
"MaePDlc4s2ykIWaR1uLMEGDw8TcWgT90ck5WVRBH0Bg9qTYLE5Wu3AUXMNQOF3UN\n" \
"K7chq5MUvCHwDyGdvBlpy61J0BAz1UvCCAoGB5WcLp97uKEy+t+LKux1g2ZAA4Ug\n" \
"dyfb7owJqMO+eMB9FMvDhauGtkgMBMu4n553/WbkZM/0H4TN/TUYXKQQlS8zDPnv\n" \
"Vm7PPqWTexK7g7o5gHx5T3F0Y2gonAf1vHodcJ3uIX5ewqtZ50RjvM2s7ycGVHXY\n" \
"PvLeocT3M8A79Rh3BLtwayqkhh1MRtOkKFaGQ43GcQDizUYV6lZpAwVzCNFiVYOn\n" \
"O1dp8zARMpHZ4wtp/mvGqoP+kK+WEi1hjtHYQLYyTfHVSi33D7/Fiaq28NOGeSIL\n" \
"y+bclPdcfu+2cy/ZRz5R2cJpkshMlkjlPmYcEmelXymbhxD4aavesD5RUag4s0dF\n" \
"+RukN5QB+0MPAb5g6bydhLF6GaY5p30feKlV2M0BVB5oSWLmBcdPK6KrHpOZdZ0a\n" \
"D0Wc5mLGKeLzYM75x6N2uXIqYFwnHCtUyKEBPgFkIQ4pqa85VkiG46QX5jcrKYiN\n" \
"HRSSJu7u5gXFaXFK+dbRoeGDyr5p2HsnE7IzI5iilR4j1WPDMvNYZ3Bh8I6vXsDJ\n" \
"7u5H/TRfpVyQzX756kD3KSus7jyIJeb2I/Rme1e5iUvRInnFQmKt60BGzzrdiptM\n" \
"GaSnnsRGV8xSTwm1fBNZeopTZcgqSa3SJJwH9Jo6xmu4JaBWfrzSPvQKGt8NuTpa\n" \
"NfzeL4ZB0jG1Q2v0NWq6m7yYgu/t2c9+R5vfAzCRWVsHKUbVa5YHK7U+i66+nqM3\n" \
"Zs96JIg0+pNXkX6BXxdCIZSY3ykxKDhXgtQAPw6R+fXmxifeL87b0Iz69ftBWdvV\n" \
"W07Io1AfAZvzgxXCssRZnSYNtfrWmylH520dyAsGew8LWK49+Cz90Yrs8BGkOfqQ\n" \
"pBTOeSdfOXdiac99FCltRi4q2aJ1==\n" \
"-----END RSA PRIVATE KEY-----\n";
