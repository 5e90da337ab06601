import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GetNameServlet extends HttpServlet {
    private static final File BASE = new File("/srv/app/reports");

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("report");
        if (param == null) param = "latest.txt";
        String leaf = new File(param).getName();
        File f = new File(BASE, leaf);
        response.getOutputStream().write(Files.readAllBytes(f.toPath()));
    }
}
