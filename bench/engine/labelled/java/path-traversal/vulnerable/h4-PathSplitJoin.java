import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-split-join")
public class PathSplitJoin extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String raw = request.getParameter("parts");
            if (raw == null) raw = "a,b";
            String[] parts = raw.split(",");
            String rel = String.join("/", parts);
            try (FileInputStream in = new FileInputStream("/tmp/uploads/" + rel)) {
                response.getWriter().println(in.available());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
