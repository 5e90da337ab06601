package org.clearbrook.water.web;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.clearbrook.water.model.Account;
import org.clearbrook.water.service.AccountService;
import org.clearbrook.water.service.CredentialService;
import org.clearbrook.water.util.RedirectHelper;
import org.clearbrook.water.util.TokenGenerator;

@WebServlet(name = "login", urlPatterns = {"/login", "/logout"})
public class LoginServlet extends HttpServlet {

    @Inject
    AccountService accounts;

    @Inject
    CredentialService credentials;

    @Inject
    TokenGenerator tokens;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        if ("/logout".equals(request.getServletPath())) {
            HttpSession session = request.getSession(false);
            if (session != null) {
                session.invalidate();
            }
            response.sendRedirect(request.getContextPath() + "/login");
            return;
        }
        request.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(request, response);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String accountNumber = request.getParameter("account");
        String password = request.getParameter("password");
        String next = request.getParameter("next");

        Optional<Account> account;
        try {
            account = credentials.verify(accountNumber, password) ? accounts.byNumber(accountNumber) : Optional.empty();
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        HttpSession session = request.getSession();
        if (account.isEmpty()) {
            session.setAttribute("lastAccountTried", accountNumber);
            request.setAttribute("error", "Account number or password not recognised");
            request.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(request, response);
            return;
        }
        request.changeSessionId();
        session.setAttribute("account", account.get());

        if ("on".equals(request.getParameter("remember"))) {
            Cookie remember = new Cookie("CB_REMEMBER", tokens.rememberMeToken());
            remember.setMaxAge(60 * 60 * 24 * 30);
            remember.setPath(request.getContextPath());
            response.addCookie(remember);
        }
        Cookie lastLogin = new Cookie("CB_LAST", String.valueOf(System.currentTimeMillis()));
        lastLogin.setSecure(true);
        lastLogin.setHttpOnly(true);
        response.addCookie(lastLogin);

        if (request.getParameter("legacy") != null) {
            response.sendRedirect(next);
            return;
        }
        response.sendRedirect(request.getContextPath() + RedirectHelper.localOnly(next));
    }
}
