import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-parsed-number")
public class PathParsedNumber extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String raw = request.getParameter("n");
            int n = Integer.parseInt(raw == null ? "1" : raw);
            File f = new File("/var/reports", "report-" + n + ".txt");
            try (FileInputStream in = new FileInputStream(f)) {
                response.getWriter().println(in.available());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
