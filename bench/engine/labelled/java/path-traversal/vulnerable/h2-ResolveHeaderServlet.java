import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResolveHeaderServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Template");
        if (param == null) param = "";
        param = java.net.URLDecoder.decode(param, "UTF-8");
        Path root = Paths.get("/srv/app/templates");
        Path target = root.resolve(param);
        byte[] content = Files.readAllBytes(target);
        response.setContentType("text/plain");
        response.getOutputStream().write(content);
    }
}
