package fixtures.path;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class StrippedNameServlet extends HttpServlet {
    @Override
    protected void doDelete(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        // Only letters, digits, `_` and `-` are left: no separator, no dot.
        String stripped = name.replaceAll("[^A-Za-z0-9_-]", "");
        // ok: java-path-traversal
        Files.deleteIfExists(Paths.get("/srv/uploads", stripped));
        // ok: java-path-traversal
        Files.deleteIfExists(Paths.get("/srv/uploads/" + name.replaceAll("[^\\w-]+", "") + ".png"));
        // The dot is kept, so `..` survives.
        // ruleid: java-path-traversal
        Files.deleteIfExists(Paths.get("/srv/uploads", name.replaceAll("[^\\w.-]", "")));
        // Replaced by `_`, not deleted; still text of the caller's choosing in this model.
        // ruleid: java-path-traversal
        Files.deleteIfExists(Paths.get("/srv/uploads", name.replaceAll("[^\\w.-]", "_")));
        // A pattern that is not a negated class removes only what it names.
        // ruleid: java-path-traversal
        Files.deleteIfExists(Paths.get("/srv/uploads", name.replaceAll("\\.\\./", "")));
    }
}
