package org.clearbrook.water.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CryptoUtilTest {

    @Test
    void etagIsStable() throws Exception {
        byte[] pdf = "%PDF-1.7 statement".getBytes();
        assertEquals(CryptoUtil.statementEtag(pdf), CryptoUtil.statementEtag(pdf));
        assertEquals(64, CryptoUtil.statementEtag(pdf).length());
    }

    @Test
    void sealUsesFreshIv() throws Exception {
        byte[] key = new byte[16];
        assertNotEquals(CryptoUtil.seal("DE89370400440532013000", key), CryptoUtil.seal("DE89370400440532013000", key));
    }

    @Test
    void redirectStaysLocal() {
        assertEquals("/portal/account/home", RedirectHelper.localOnly("//evil.example"));
        assertEquals("/portal/account/home", RedirectHelper.localOnly("https://evil.example"));
        assertTrue(RedirectHelper.localOnly("/portal/bills").startsWith("/portal"));
    }
}
