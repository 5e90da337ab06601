import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-reader-body")
public class PathReaderBody extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.io.BufferedReader reader = request.getReader();
        String line = reader.readLine();
        if (line == null) line = "";
        String full = new Paths().under("/srv/reports/", line.trim());
        try (java.io.FileInputStream in = new java.io.FileInputStream(full)) {
            byte[] buf = new byte[1024];
            int n = in.read(buf);
            response.getOutputStream().write(buf, 0, Math.max(n, 0));
        }
    }

    class Paths {
        String under(String base, String rel) {
            return base + rel;
        }
    }
}
