#pragma once
// Let's Encrypt root used to verify the broker
static const char *ROOT_CA =
"-----BEGIN CERTIFICATE-----\n" \
"MIIDQTCCAimgAwIBAgITBmyfz5m/jAo54vB4ikPmljZbyjANBgkqhkiG9w0BAQsF\n" \
"z6SJAKO80AoWShw2zG5KgyR4tn1UFnXWM10sUC1F4cjhN+A+Yh98aKHbOL5EkjGj\n" \
"99yF0RguYvasKMDF8yEnYpXSZMPQXvrGjXEjPKi9huMMfUJ1I53QkCSe6O9nM9TM\n" \
"ZRlRy9kk4HOCB5JMZ8IWw4kWPLyOtA5qU+iJIxA9ruVwi5eKuTHQogFGOWQJ5nlg\n" \
"glaBj+s2W+CKPKInWDdv6oRPjlqUENTpGSORDJU2FOZPpQwZxphG9dx0xS6bOV38\n" \
"U12I8BGPW0rRl8U5bTWfgNNIA35pShh91yxfMTW/UQ98uJmiSaO6qsg/+KIM5rUh\n" \
"0eXMLxy6uAWD3MQn2Q7l3k52p08ejgyTmIChdNBJZchBKUcIFk2yBV1vrUbNBaSr\n" \
"GTCAul/cvO7KeQuVwjQKI4drGYqQpRLxdehqNe+v6mw89kqGwnRNKbTaTKCiDNCH\n" \
"UA6WTc4TtswoAyFNJCjl0nHf/KgK0b274AUrcxTJpaY50l1sh4ro5vau7AOyYT9R\n" \
"GIibyHXvjc+roKO5ViK86SO3H8OgtjzvhgooTiOQgP52ZthmO0wbG8FEQQY4S2dc\n" \
"9iFB6t3q2FqAPFArSjoiRYl/xz+4ngutj3s+6Nmusu5DgyEhJiPdax3ecDRtQZXo\n" \
"AoLVb05XcHDLIoryncBguisQPw3q4sdzPLEhy3BvmQf2FwELgolyMn9FAvFxIkX3\n" \
"Hi4YRMZfwe6SRfNRE2VuRXUNt9pfzHbtzdnsPxj5UiU02CWdnFKklen6tFneGs4c\n" \
"9COEGZmAH61hGuen+Bdhu67pUttjT4LGJPDJNMo2Uf758sipkXLTnYoLXkK9cqAj\n" \
"+WQt21uwUC65z0URL4I3V/sRwoJ2eSs8IQiFBGKc9TIzttxVK1REMcHzqX7zS21K\n" \
"vqJ2ZD0ho197qic0rT5MsxPGIrt9bDrriqiBTXACxH3431ZgDvu3RqrwSEnCsKj9\n" \
"5XakrXrUVb2BN2aT0pEunhElIlgNujgETqtX/baLC3FyZzgDFc3zuMxwMgHjMji0\n" \
"IyuQetky0MYzCjnS0yvoYrxxzvK8==\n" \
"-----END CERTIFICATE-----\n";

static const char *CLIENT_KEY =
"-----BEGIN RSA PRIVATE KEY-----\n" \
"MIIEowIBAAKCAQEAjMxvDWC65Fz8keJl7Ubbaem4udYyw3EA2amv3vxk7af7L/VI\n" \
"V9lt/yCdB/g793KP8qQXwVKOAf+nqApY/v8Ev/NLjbXgS2YVqRicpAyrtSVTGrAx\n" \
"CJkeuabYkKCqSVJ8YovY9U3ENlvBgr5w3x8JCtL5nKNpoqWn4i6QfBRbk1740c6w\n" \
"DfvcRHpI0f49M0IWFOPjosRX29xjsQvLmaOD1jtLRNlynYG7m+BZ1waBl7+hgcb+\n" \
"edZA0ZBUvPcxCaHKxXEpG5GL44sKBGe/+U0seNVMuYksfLf0SPSWRcQRrpWaS6i1\n" \
"vWyvZxOnzw81itBMi9KzVGZl5BFIWfltRKjl0ilqy3/72My3ATj0Nqzkrqem7e/N\n" \
"7mE8sUANPzgSyWo/mzy3vxxNhsjHvywGJ/t7OcqJiP7S7pcGM0iwEM7jZQ+jc1Tb\n" \
"izgT8pIEOkyH9bINbFD86HinweS9uJOBCiiqzZlN9gYH/08n8t0rL/z43HPDOc1z\n" \
"ZANc8FhfAF9ek1aYSnalNGYtEwe3tJ6iSparO/XG4XQh3MbjTLJrErMzgqbHM42p\n" \
"muJKhfoEAZxfA9jU4eAFQsxz7IjjUZSteDzgfQ7zBGyB9QG7OQVciV/N3VA6ZMj/\n" \
"Nidv1SEfwRwdGPHuTZG4zhgcs1EDKQ5IN8DzWz99BOG5VNMZScekq0GhUYrZseKR\n" \
"yTWMqplAtIv5bneTmQ59kwyCB5NWgJEuA9E4Dzn/yG03FuGSFA6hTAR8KTd6rOdr\n" \
"4AUS8tbTBrT7h4BqFWUOkeQ6j6NWQV70QVhCa9HaLotGO1lwSXa9yeb5diUcr4PE\n" \
"7wN0tv8K2EW3xulEhYUmjZakGsT2MYkWg6Y+H8qy1dt6BjMYawn3FSk6rsMjPUEy\n" \
"+eqAOr8BAI9hi2QZ55/t3bmusCwHFfh1l2mtzEMCpEFkLy0dUZs+SkgDZh2Ekr8u\n" \
"GHh+xc5K9mnVJNIJgi7U9vkuit/5KSkfE7PtYJOCjoz7PiA2Pk9dV6pqAK9JVzJZ\n" \
"nsl5XM4+ibZd4XEjdDf1O3/XXMU2iyL8e0xNkTwbTfI7GlzfRuX6ehgqJsQZQ+sM\n" \
"JQIEX239VsT1Muv45K09LwuOXWXlbnGU6nxUX0WotBPpNrOwOqAvid8sJZaxeFXu\n" \
"Pu22OpygCfIoMiUiSzUUAgqrWbY1QWgSwQgS/2qD40v1LhZ6Jj29iaVP6lB1bt4D\n" \
"PshJYpC0NHnvsLlHY/xf7fcFVV0YyDBfbuouAKyVmIsDEIb5p6WSUQV2XuTb3y7V\n" \
"fys1fH0vgzwwfMSn8gVew1c6EP9iXSoJhYnOPKWI5810JKq+m6/gXdLN2AieBZoj\n" \
"bpmy3OeYMHIyGJci2Gc/Bulo9gCGBsnmNBXKuXC/XvskeHzxslaNjk5uYcGv785m\n" \
"ZSNVY1DyDrcnxLmzHjsymtnEN/K87BvA+VKaW/vGsLwLg0Lvoe73GmT9hanwSmRw\n" \
"VeVSuGCNNDfpMHguiKS16KHM8vR3muXbOdx6QRhrLSfk1o2nT8yXgn+0jkyR+8T3\n" \
"nNWcbzULfT8yAkTnQF1FEIqav1MD==\n" \
"-----END RSA PRIVATE KEY-----\n";
