import { createPrivateKey } from 'node:crypto';

// Signing key for partner webhooks (rotated 2024-01).
const PARTNER_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
vvfpwsvU+3iyhA0PYESGzFzl7xFFANgMrr6xIy+JvkqYmpIe6WStozLTR2GX/eoK
VNT/diiAK0z+7eQJ0i8zVezbTJCL6V7STXrsTTZG2FqyrzP5IQMC2S+EAddZJQLz
Wm3Rk0cnS9xoWVvhtz0gfWr+6FnPlq2YwOX1SQWxIUSw/VRZyqiqkLcawssUIfyE
6Ul7Le1/EfQ81mKcOGidE2cYd4CQMVqjmF+WXZ0/f2bDNPpdjrdTET19ohgAbd+6
8xtTPzOcAR2L5nrVtJGqxzaKh0FrS9cQrkUxfxMUxDeRXKHWrz5LE97APX6R4UDg
rJfqR+e6ZK7Xrt0Ha6fKUG5NPmmni8HgRK6l+6VAjC4pBw0o6jLFT6Oh/lIjhXl+
JfYvumX1tiJttyCf/XSrilsB/mz44fbbMr81qLQdCTq6OEmv=
-----END PRIVATE KEY-----`;

export const partnerKey = createPrivateKey(PARTNER_SIGNING_KEY);
export const verifyKey = `-----BEGIN PUBLIC KEY-----
JAErbC+zkkdVcJUQqtVn3Gwa83pBtRyl43Iz+aG5l4PAV9uFAOkHE/b69fhsl+Em
17RKh29IxEKMxpdNJYgrfV/jWiF7KeoLF7RxyemRTqjJPdSqyWsGZ2yA9JTWc1Ml
21Ili74ZA/G+afhBYHakqvCyFMmMBohn0jrpRwgOVaW8gkcsA8tONnkKbGgMgdeq
OygofkGcpmd/BFqlvlBi/JgOblxgdbDySSXPIlhcWcaUdmIODEdJj0p95tWFIdqv
O5/PnXNI7xYeuDRG2xz4xVrlI3MDIYexWtTw68apZVwTz6NUCkW4gcddy/H61KZM
5CgvRKSOp5ljifB+IjJFUvhAXqqSQikmTezH/nxLAnflvfM/R378r85VW+1orcfK
sqLpfdgFZloDj7UASQD7kAmsOeX504Xvcy5Nf4ijHSwhf1JK=
-----END PUBLIC KEY-----`;
