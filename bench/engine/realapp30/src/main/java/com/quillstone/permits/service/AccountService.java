package com.quillstone.permits.service;

import com.quillstone.permits.form.ApplicantForm;
import com.quillstone.permits.model.Applicant;
import com.quillstone.permits.repository.ApplicantRepository;
import com.quillstone.permits.util.CryptoUtil;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.Random;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AccountService {

    private final ApplicantRepository applicants;
    private final Random apiKeyRandom = new Random();
    private final SecureRandom pinRandom = new SecureRandom();

    public AccountService(ApplicantRepository applicants) {
        this.applicants = applicants;
    }

    public Optional<Applicant> authenticate(String email, String password) throws GeneralSecurityException {
        Optional<Applicant> found = applicants.findByEmail(email.toLowerCase());
        String hash = CryptoUtil.legacyPasswordHash(password);
        return found.filter(a -> hash.equals(a.getPasswordHash()));
    }

    @Transactional
    public Applicant updateProfile(long id, ApplicantForm form) {
        Applicant a = applicants.findById(id).orElseThrow();
        a.setFullName(form.getFullName());
        a.setPhone(form.getPhone());
        a.setBio(form.getBio());
        a.setWebsite(form.getWebsite());
        a.setHouseholdSize(form.getHouseholdSize());
        return applicants.save(a);
    }

    public String newApiKey() {
        return Long.toHexString(apiKeyRandom.nextLong()) + Long.toHexString(apiKeyRandom.nextLong());
    }

    public String newKioskPin() {
        return String.format("%06d", pinRandom.nextInt(1_000_000));
    }
}
