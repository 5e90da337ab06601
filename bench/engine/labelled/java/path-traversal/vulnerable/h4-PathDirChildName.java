import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-dir-child-name")
public class PathDirChildName extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String name = request.getParameter("report");
            if (name == null) name = "index.txt";
            File dir = new File("/var/reports");
            File f = new java.io.File(dir, name);
            try (FileInputStream in = new FileInputStream(f)) {
                byte[] buf = new byte[1024];
                int n = in.read(buf);
                response.getOutputStream().write(buf, 0, Math.max(n, 0));
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
