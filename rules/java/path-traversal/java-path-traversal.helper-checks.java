package fixtures.path.helpers;

import java.io.FileInputStream;
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Checks written as helper methods narrow the caller's value like the same check written inline. */
public class AttachmentServlet extends HttpServlet {
    private static final Set<String> KINDS = Set.of("pdf", "png");

    private boolean isPlainName(String name) {
        if (name == null) return false;
        return !name.contains("..");
    }

    static boolean isKnownKind(String kind) {
        return KINDS.contains(kind);
    }

    private boolean isPresent(String name) {
        return name != null;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        if (!isPlainName(name)) {
            response.sendError(400);
            return;
        }
        // ok: java-path-traversal
        new FileInputStream("/srv/attachments/" + name).close();

        String kind = request.getParameter("kind");
        if (!AttachmentServlet.isKnownKind(kind)) return;
        // ok: java-path-traversal
        new FileInputStream("/srv/icons/" + kind).close();

        String draft = request.getParameter("draft");
        if (!isPresent(draft)) return;
        // ruleid: java-path-traversal
        new FileInputStream("/srv/drafts/" + draft).close();
    }
}
