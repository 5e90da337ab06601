import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-map-other-key")
public class PathMapOtherKey extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("file");
        java.util.Map<String, String> m = new java.util.HashMap<String, String>();
        m.put("userFile", param);
        m.put("defaultFile", "readme.txt");
        String chosen = m.get("defaultFile");
        java.io.File f = new java.io.File(new java.io.File("/srv/public"), chosen);
        response.getWriter().println(f.exists() ? "present" : "missing");
    }
}
