package org.clearbrook.water.service;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.clearbrook.water.util.CryptoUtil;

@ApplicationScoped
public class CredentialService {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public boolean verify(String accountNumber, String password) throws NoSuchAlgorithmException {
        Object stored = em.createNativeQuery("SELECT password_hash FROM credentials WHERE account_number = :acct")
                .setParameter("acct", accountNumber)
                .getResultStream()
                .findFirst()
                .orElse(null);
        if (stored == null) {
            return false;
        }
        String candidate = CryptoUtil.legacyPasswordHash(password);
        return MessageDigest.isEqual(candidate.getBytes(StandardCharsets.UTF_8), stored.toString().getBytes(StandardCharsets.UTF_8));
    }
}
