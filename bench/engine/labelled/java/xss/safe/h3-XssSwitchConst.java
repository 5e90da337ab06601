import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-switch-const")
public class XssSwitchConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("motto");
        String bar;
        String guess = "KLMNO";
        char target = guess.charAt(3);
        switch (target) {
            case 'K':
                bar = param;
                break;
            case 'L':
                bar = "plain";
                break;
            case 'N':
            case 'O':
                bar = "carpe diem";
                break;
            default:
                bar = param;
                break;
        }
        response.getWriter().println("<blockquote>" + bar + "</blockquote>");
    }
}
