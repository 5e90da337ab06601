package fixtures.path.resources;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Spring file resources returned from a handler open the path they were built with. */
@RestController
public class ReportDownloads {
    private final String reportDir = "/srv/reports";
    private final Path reportRoot = Paths.get("/srv/reports").toAbsolutePath().normalize();

    @GetMapping("/reports/raw")
    public Resource raw(@RequestParam String name) {
        // ruleid: java-path-traversal
        return new FileSystemResource(reportDir + "/" + name);
    }

    @GetMapping("/reports/path")
    public Resource byPath(@RequestParam String name) {
        Path requested = reportRoot.resolve(name);
        // ruleid: java-path-traversal
        return new PathResource(requested);
    }

    @GetMapping("/reports/confined")
    public Resource confined(@RequestParam String name) {
        Path resolved = reportRoot.resolve(name).normalize();
        if (!resolved.startsWith(reportRoot)) {
            throw new IllegalArgumentException("outside the report folder");
        }
        // ok: java-path-traversal
        return new FileSystemResource(resolved);
    }

    @GetMapping("/reports/by-name")
    public Resource byName(@RequestParam String name) {
        String plain = Paths.get(name).getFileName().toString();
        // ok: java-path-traversal
        return new FileSystemResource(reportRoot.resolve(plain));
    }

    @GetMapping("/reports/monthly")
    public Resource monthly() {
        // ok: java-path-traversal
        return new FileSystemResource(reportDir + "/monthly.pdf");
    }
}
