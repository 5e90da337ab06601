package fixtures.pathtraversal.scopes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Two locals of one name in sibling blocks: the check on the second does not confine the first. */
class StatementFiles {
    private static final String ROOT = "/var/statements";

    void download(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if ("name".equals(request.getParameter("mode"))) {
            String name = request.getParameter("name");
            // ruleid: java-path-traversal
            Path pdf = Paths.get(ROOT, name);
            Files.copy(pdf, response.getOutputStream());
            return;
        }
        String requested = request.getParameter("file");
        Path base = Paths.get(ROOT).toAbsolutePath().normalize();
        // ok: java-path-traversal
        Path pdf = base.resolve(requested).normalize();
        if (!pdf.startsWith(base)) {
            response.sendError(404);
            return;
        }
        // ok: java-path-traversal
        Files.copy(pdf, response.getOutputStream());
    }

    void reassigned(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Path target;
        // ok: java-path-traversal
        target = Paths.get(ROOT, request.getParameter("file")).normalize();
        if (!target.startsWith(ROOT)) {
            throw new SecurityException("outside the statements folder");
        }
        // ok: java-path-traversal
        Files.copy(target, response.getOutputStream());
    }
}
