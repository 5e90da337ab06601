package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.dao.MemberDao;
import edu.northfield.stacks.model.Member;
import edu.northfield.stacks.util.TokenUtil;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;
import javax.sql.DataSource;

@WebServlet("/password-reset")
public class PasswordResetServlet extends HttpServlet {
    private MemberDao members;

    @Override
    public void init() {
        members = new MemberDao((DataSource) getServletContext().getAttribute("dataSource"));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            Member member = members.findByEmail(req.getParameter("email"));
            if (member != null) {
                members.storeResetToken(member.getId(), TokenUtil.passwordResetCode());
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        resp.sendRedirect(req.getContextPath() + "/login?reset=sent");
    }
}
