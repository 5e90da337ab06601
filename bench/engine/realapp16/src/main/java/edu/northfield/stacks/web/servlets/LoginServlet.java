package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.dao.MemberDao;
import edu.northfield.stacks.model.Member;
import edu.northfield.stacks.util.PasswordUtil;
import edu.northfield.stacks.util.TokenUtil;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.sql.SQLException;
import javax.sql.DataSource;

@WebServlet(name = "login", urlPatterns = "/login")
public class LoginServlet extends HttpServlet {
    private MemberDao members;

    @Override
    public void init() {
        members = new MemberDao((DataSource) getServletContext().getAttribute("dataSource"));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        req.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(req, resp);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String username = req.getParameter("username");
        Member member;
        try {
            member = members.findByCredentials(username, PasswordUtil.hash(req.getParameter("password")));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        if (member == null) {
            req.setAttribute("error", "No account matches " + username + " and that password.");
            req.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(req, resp);
            return;
        }
        req.changeSessionId();
        HttpSession session = req.getSession();
        session.setAttribute("member", member);

        if ("on".equals(req.getParameter("remember"))) {
            Cookie remember = new Cookie("stacks_remember", TokenUtil.rememberMeToken());
            remember.setMaxAge(60 * 60 * 24 * 30);
            resp.addCookie(remember);
        }
        Cookie lang = new Cookie("stacks_lang", "en");
        lang.setHttpOnly(true);
        lang.setSecure(true);
        resp.addCookie(lang);

        String next = req.getParameter("next");
        if (next == null || next.isEmpty()) {
            resp.sendRedirect(req.getContextPath() + "/app");
        } else {
            resp.sendRedirect(next);
        }
    }
}
