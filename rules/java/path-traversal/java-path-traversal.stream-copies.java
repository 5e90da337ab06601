package fixtures.path.copies;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.UUID;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/** Files.copy with a stream: the stream is the data copied, only the Path names a file. */
@RestController
public class UploadCopies {
    private final Path root = Paths.get("/srv/uploads");

    @PostMapping("/upload")
    public String upload(@RequestParam("file") MultipartFile file) throws IOException {
        String stored = UUID.randomUUID() + ".bin";
        try (InputStream in = file.getInputStream()) {
            // ok: java-path-traversal
            Files.copy(in, root.resolve(stored), StandardCopyOption.REPLACE_EXISTING);
        }
        return stored;
    }

    @PostMapping("/upload-named")
    public String named(@RequestParam("file") MultipartFile file, @RequestParam String name) throws IOException {
        try (InputStream in = file.getInputStream()) {
            // ruleid: java-path-traversal
            Files.copy(in, root.resolve(name));
        }
        return name;
    }

    @PostMapping("/copy")
    public void copy(@RequestParam String from, OutputStream out) throws IOException {
        // ruleid: java-path-traversal
        Files.copy(Paths.get("/srv/exports", from), out);
    }

    @PostMapping("/duplicate")
    public void duplicate(@RequestParam String to) throws IOException {
        // ruleid: java-path-traversal
        Files.copy(root.resolve("template.txt"), root.resolve(to));
    }
}
