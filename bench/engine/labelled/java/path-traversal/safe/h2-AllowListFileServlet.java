import java.io.FileInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AllowListFileServlet extends HttpServlet {
    private static final List<String> KNOWN = Arrays.asList("terms.txt", "privacy.txt", "about.txt");

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("doc");
        if (!KNOWN.contains(param)) {
            response.sendError(404);
            return;
        }
        try (FileInputStream in = new FileInputStream("/srv/app/docs/" + param)) {
            byte[] buf = new byte[8192];
            int n = in.read(buf);
            response.getOutputStream().write(buf, 0, Math.max(n, 0));
        }
    }
}
