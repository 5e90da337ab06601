import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-arith-if")
public class PathArithIf extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("theme");
        String bar = param;
        int num = 196;
        if ((500 / 4) + num > 300) {
            bar = "default.css";
        }
        java.nio.file.Path p = java.nio.file.Paths.get("/srv/themes/" + bar);
        response.getWriter().println(java.nio.file.Files.exists(p));
    }
}
