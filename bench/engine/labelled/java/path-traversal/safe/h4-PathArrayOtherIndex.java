import java.nio.file.Files;
import java.nio.file.Paths;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-array-other-index")
public class PathArrayOtherIndex extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String name = request.getParameter("file");
            String[] choices = { name, "default.txt", "fallback.txt" };
            String picked = choices[1];
            response.getOutputStream().write(Files.readAllBytes(Paths.get("/srv/files/" + picked)));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
