package fixtures.path;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;
import org.apache.commons.io.FilenameUtils;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.bind.annotation.RestController;

public class DownloadServlet extends HttpServlet {
    private static final String BASE = "/srv/uploads";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("file");
        // ruleid: java-path-traversal
        File file = new File(BASE, name);
        // ruleid: java-path-traversal
        FileInputStream in = new FileInputStream("/srv/uploads/" + name);

        // ok: java-path-traversal
        File onlyName = new File(BASE, FilenameUtils.getName(name));

        int id = Integer.parseInt(request.getParameter("id"));
        // ok: java-path-traversal
        File byId = new File(BASE, "invoice-" + id + ".pdf");

        String folder = request.getPathInfo();
        // ruleid: java-path-traversal
        Path p = Paths.get("/srv/reports", folder);

        String sub = request.getParameter("sub");
        // ruleid: java-path-traversal
        Path nested = Paths.get("/srv/reports", "2024", sub);

        // ok: java-path-traversal
        byte[] readme = Files.readAllBytes(Paths.get(BASE, "README.txt"));

        // Normalised, then checked to stay under the base folder: the usual guard.
        Path base = Paths.get(BASE).toAbsolutePath().normalize();
        Path resolved = base.resolve(name).normalize();
        if (resolved.startsWith(base)) {
            // ok: java-path-traversal
            Files.readAllBytes(resolved);
        }

        // A prefix check on the raw string is no guard: "/srv/uploads/../../etc/passwd" passes it.
        if (name.startsWith("/srv/uploads/")) {
            // todoruleid: java-path-traversal
            Files.readAllBytes(Paths.get(name));
        }
        String report = request.getParameter("report");
        if (!report.matches("[A-Za-z0-9_-]+\\.pdf")) {
            response.sendError(400);
            return;
        }
        // A whole-string match of a name without separators.
        // ok: java-path-traversal
        Files.readAllBytes(Paths.get("/srv/reports", report));
        String section = request.getParameter("section");
        if (section.matches("[A-Za-z0-9/._-]+")) {
            // Slashes and dots admitted: `../../etc` passes.
            // ruleid: java-path-traversal
            Files.readAllBytes(Paths.get("/srv/reports", section, "index.pdf"));
        }
    }
}

class UploadServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            Part part = request.getPart("file");
            // ruleid: java-path-traversal
            part.write("/srv/uploads/" + part.getSubmittedFileName());
            // ok: java-path-traversal
            part.write("/srv/uploads/" + FilenameUtils.getName(part.getSubmittedFileName()));
        } catch (javax.servlet.ServletException e) {
            response.sendError(400);
        }
    }
}

@RestController
class AvatarController {
    @PostMapping("/avatars")
    public String upload(MultipartFile file) throws IOException {
        // ruleid: java-path-traversal
        file.transferTo(new File("/srv/avatars", file.getOriginalFilename()));
        // ok: java-path-traversal
        file.transferTo(new File("/srv/avatars", java.util.UUID.randomUUID() + ".png"));
        return "ok";
    }

    @GetMapping("/avatars/{user}")
    public byte[] avatar(@PathVariable String user) throws IOException {
        // ruleid: java-path-traversal
        return Files.readAllBytes(Path.of("/srv/avatars", user + ".png"));
    }
}

class ResourceServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, javax.servlet.ServletException {
        String page = request.getParameter("page");
        // ruleid: java-path-traversal
        request.getRequestDispatcher("/WEB-INF/pages/" + page).forward(request, response);
        // ruleid: java-path-traversal
        getServletContext().getResourceAsStream("/static/" + page);
        // ok: java-path-traversal
        request.getRequestDispatcher("/WEB-INF/pages/home.jsp").forward(request, response);
    }
}

class ConfinedDownloadServlet extends HttpServlet {
    private static final String ROOT = "/srv/exports";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("file");
        // Made first, then confined by its canonical form before any use.
        // ok: java-path-traversal
        File file = new File(ROOT, name);
        if (!file.getCanonicalPath().startsWith(new File(ROOT).getCanonicalPath() + File.separator)) {
            response.sendError(403);
            return;
        }
        // ok: java-path-traversal
        new FileInputStream(file).close();
        // ok: java-path-traversal
        Path normalised = Paths.get(ROOT, name).normalize();
        if (!normalised.startsWith(Paths.get(ROOT))) {
            throw new SecurityException("outside the export folder");
        }
        // An absolute path is not a canonical one: "/srv/exports/../../etc/passwd" passes.
        // ruleid: java-path-traversal
        File absolute = new File(ROOT, name);
        if (!absolute.getAbsolutePath().startsWith(ROOT)) {
            return;
        }
        // A check whose failing branch carries on confines nothing.
        // ruleid: java-path-traversal
        File logged = new File(ROOT, name);
        if (!logged.getCanonicalPath().startsWith(ROOT)) {
            log("outside: " + logged);
        }
        Files.readAllBytes(logged.toPath());
        // Canonical when made, then tested through a view of it (`toPath()`) that changes nothing.
        // ok: java-path-traversal
        File canonical = new File(new File(ROOT), name).getCanonicalFile();
        if (!canonical.toPath().startsWith(Paths.get(ROOT))) {
            return;
        }
        // ok: java-path-traversal
        new FileInputStream(canonical).close();
        // A view of a raw (not canonical) construction confines nothing.
        // ruleid: java-path-traversal
        File raw = new File(new File(ROOT), name);
        if (!raw.toPath().startsWith(Paths.get(ROOT))) {
            return;
        }
        // Made only to take the last segment: nothing is opened, no directory part is left.
        // ok: java-path-traversal
        String leaf = Paths.get(name).getFileName().toString();
        // ok: java-path-traversal
        new FileInputStream(new File(ROOT, leaf)).close();
    }
}
