package fixtures.path;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// An uploaded archive: each entry's name chooses a file (zip slip), the stream only supplies the
// bytes copied. A ZipInputStream is an InputStream, so Files.copy(zip, target) names one file.
public class ArchiveImportServlet extends HttpServlet {
    private static final Path ROOT = Paths.get("/srv/imports").toAbsolutePath().normalize();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(request.getInputStream())) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path target = ROOT.resolve(entry.getName()).normalize();
                if (!target.startsWith(ROOT)) {
                    throw new IOException("entry outside the import folder");
                }
                // ok: java-path-traversal
                Files.copy(zip, target);
            }
        }
    }

    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(request.getInputStream())) {
            ZipEntry entry = zip.getNextEntry();
            // ruleid: java-path-traversal
            Files.copy(zip, Paths.get("/srv/imports", entry.getName()));
            InputStream raw = request.getInputStream();
            // ok: java-path-traversal
            Files.copy(new java.io.BufferedInputStream(raw), ROOT.resolve("latest.bin"));
        }
    }
}
