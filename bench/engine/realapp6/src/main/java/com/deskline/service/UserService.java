package com.deskline.service;

import com.deskline.model.UserAccount;
import com.deskline.repository.UserJdbcRepository;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

@Service
public class UserService {

    private final UserJdbcRepository users;
    private final PasswordEncoder passwordEncoder;

    public UserService(UserJdbcRepository users, PasswordEncoder passwordEncoder) {
        this.users = users;
        this.passwordEncoder = passwordEncoder;
    }

    public Optional<UserAccount> authenticate(String username, String password, String ip) {
        Optional<UserAccount> found = users.findByUsername(username);
        boolean ok = found.map(u -> matches(u, password)).orElse(false);
        users.recordLogin(username, ok, ip);
        if (ok && found.get().isLegacyHash()) {
            // upgrade on successful login
            users.updatePassword(found.get().getId(), passwordEncoder.encode(password));
        }
        return ok ? found : Optional.empty();
    }

    private boolean matches(UserAccount user, String password) {
        if (user.isLegacyHash()) {
            return legacyDigest(password).equalsIgnoreCase(user.getPasswordHash());
        }
        return passwordEncoder.matches(password, user.getPasswordHash());
    }

    /** Accounts migrated from the PHP helpdesk store unsalted MD5. */
    private String legacyDigest(String password) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public String apiKeyHash(String apiKey) throws NoSuchAlgorithmException {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        return HexFormat.of().formatHex(sha1.digest(apiKey.getBytes(StandardCharsets.UTF_8)));
    }

    public void changePassword(long userId, String newPassword) {
        users.updatePassword(userId, passwordEncoder.encode(newPassword));
    }

    public List<UserAccount> byRole(String role, String orderBy) {
        return users.findByRole(role, orderBy);
    }

    public int failedLogins(String username) {
        return users.countFailedLogins(username);
    }

    public void logoutEverywhere(String username) {
        users.deleteSessions(username);
    }
}
