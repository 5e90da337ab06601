import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class UuidNameServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("title");
        if (param == null) param = "";
        String id = UUID.nameUUIDFromBytes(param.getBytes(StandardCharsets.UTF_8)).toString();
        File out = new File("/var/tmp/notes", id + ".txt");
        try (FileWriter w = new FileWriter(out)) {
            w.write("created");
        }
        response.getWriter().println("saved");
    }
}
