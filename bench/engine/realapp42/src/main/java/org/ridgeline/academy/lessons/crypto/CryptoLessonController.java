package org.ridgeline.academy.lessons.crypto;

import java.util.List;
import java.util.Map;

import org.ridgeline.academy.common.AttackResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/crypto")
public class CryptoLessonController {

    private final PasswordHasher hasher;
    private final VaultCipher vault;
    private final ResetTokenGenerator resetTokens;

    public CryptoLessonController(PasswordHasher hasher, VaultCipher vault, ResetTokenGenerator resetTokens) {
        this.hasher = hasher;
        this.vault = vault;
        this.resetTokens = resetTokens;
    }

    @PostMapping("/hash")
    public Map<String, String> hash(@RequestParam String password) throws Exception {
        return Map.of("legacy", hasher.legacyHash(password), "current", hasher.hash(password));
    }

    @PostMapping("/checksum")
    public Map<String, String> checksum(@RequestParam String content) throws Exception {
        return Map.of("sha256", hasher.checksum(content));
    }

    @PostMapping("/encrypt")
    public Map<String, String> encrypt(@RequestParam String secret, @RequestParam(defaultValue = "false") boolean legacy) throws Exception {
        return Map.of("ciphertext", legacy ? vault.encryptLegacy(secret) : vault.encrypt(secret));
    }

    @PostMapping("/encrypt/ecb")
    public Map<String, String> encryptEcb(@RequestParam String secret) throws Exception {
        return Map.of("ciphertext", vault.encryptBlockMode(secret));
    }

    @GetMapping("/reset-token")
    public AttackResult resetToken(@RequestParam String email) {
        String token = resetTokens.weakToken();
        return AttackResult.notYet("A reset link was sent to " + email, token.length());
    }

    @GetMapping("/reset-token/secure")
    public AttackResult secureResetToken(@RequestParam String email) {
        resetTokens.strongToken();
        return AttackResult.notYet("A reset link was sent to " + email, null);
    }

    @GetMapping("/unlock-pin")
    public AttackResult unlockPin(@RequestParam String email) {
        resetTokens.weakPin();
        return AttackResult.notYet("A PIN was sent to " + email, null);
    }

    @GetMapping("/quiz")
    public List<String> quiz(@RequestParam(defaultValue = "7") long seed) {
        return resetTokens.shuffledQuestions(seed);
    }
}
