package fixtures.path;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import javax.servlet.http.HttpServletRequest;
import org.apache.commons.codec.binary.Hex;
import org.apache.commons.codec.digest.DigestUtils;

class NoteFiles {
    private static final List<String> PAGES = Arrays.asList("terms.txt", "privacy.txt");
    private static final List<String> LOCKED = Collections.unmodifiableList(Arrays.asList("a.txt", "b.txt"));

    void open(HttpServletRequest request) throws IOException, NoSuchAlgorithmException {
        String title = request.getParameter("title");
        // A digest, its hex text or a name-based UUID has a fixed alphabet: no path left in it.
        // ok: java-path-traversal
        new File("/var/notes", UUID.nameUUIDFromBytes(title.getBytes(StandardCharsets.UTF_8)) + ".txt");
        // ok: java-path-traversal
        new File("/var/notes", DigestUtils.sha256Hex(title));
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(title.getBytes(StandardCharsets.UTF_8));
        // ok: java-path-traversal
        new File("/var/notes", Hex.encodeHexString(digest));
        // Base64 text keeps `/`.
        // ruleid: java-path-traversal
        new File("/var/notes", java.util.Base64.getEncoder().encodeToString(title.getBytes(StandardCharsets.UTF_8)));

        String doc = request.getParameter("doc");
        if (PAGES.contains(doc)) {
            // ok: java-path-traversal
            new FileInputStream("/srv/docs/" + doc).close();
        }
        if (!LOCKED.contains(doc)) {
            return;
        }
        // ok: java-path-traversal
        new FileInputStream("/srv/locked/" + doc).close();
    }

    void unchecked(HttpServletRequest request) throws IOException {
        String doc = request.getParameter("doc");
        if (!PAGES.contains("terms.txt")) {
            return;
        }
        // ruleid: java-path-traversal
        new FileInputStream("/srv/docs/" + doc).close();
    }
}
