import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-nio-get")
public class PathNioGet extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] docs = request.getParameterValues("doc");
        String name = "index.txt";
        if (docs != null && docs.length > 0) name = docs[0];
        java.nio.file.Path p = java.nio.file.Paths.get("/srv/docs", name);
        byte[] data = java.nio.file.Files.readAllBytes(p);
        response.getOutputStream().write(data);
    }
}
