package games.brightloop.receipts

import kotlin.test.Test

class VerifierTest {
    private val sharedSecret = "test-shared-secret"
    private val receipt = "oEnndD+tMUJ8+78oxh5Ku0Ih9Lt2ybz/Nd+N2L9qZX9QH4ncSdOLCW/T8llAEcS/grJnqOflZMAeGwR6zts4bjwxd6MBcIc1tl014mruvMPp3OiRuH3Yjb9vtqG8tQmxV9eIvcNZ2l0Iisq0n2QpkidBLJA8olWh"
    private val expectedTransactionId = "240936563030800"
    @Test fun parses() {}
}
