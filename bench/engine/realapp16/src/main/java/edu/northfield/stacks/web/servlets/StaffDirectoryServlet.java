package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.util.LdapDirectory;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.naming.NamingException;

/** "Ask a librarian": looks subject librarians up in the university directory. */
@WebServlet("/staff")
public class StaffDirectoryServlet extends HttpServlet {
    private final LdapDirectory directory = new LdapDirectory();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            String uid = req.getParameter("uid");
            String mail = req.getParameter("mail");
            if (uid != null) {
                req.setAttribute("staff", directory.findStaffByUid(uid));
            } else if (mail != null) {
                req.setAttribute("staff", directory.findStaffByMail(mail));
            }
        } catch (NamingException e) {
            throw new ServletException(e);
        }
        req.getRequestDispatcher("/WEB-INF/jsp/staff.jsp").forward(req, resp);
    }
}
