import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xss-write-char-array")
public class XssWriteCharArray extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String note = request.getHeader("X-Note");
        if (note == null) note = "";
        note = java.net.URLDecoder.decode(note, "UTF-8");
        char[] chars = note.toCharArray();
        response.getWriter().write(chars, 0, chars.length);
    }
}
