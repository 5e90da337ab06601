package org.clearbrook.water.web;

import java.io.IOException;
import java.util.Set;

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
import org.clearbrook.water.util.TokenGenerator;

@WebServlet("/account/preferences")
public class PreferencesServlet extends HttpServlet {

    private static final Set<String> UNITS = Set.of("m3", "gal", "litre");

    @Inject
    AccountService accounts;

    @Inject
    TokenGenerator tokens;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        HttpSession session = request.getSession();
        Account account = (Account) session.getAttribute("account");

        String units = request.getParameter("units");
        if (UNITS.contains(units)) {
            session.setAttribute("units", units);
        }
        session.setAttribute("nickname", request.getParameter("nickname"));
        session.setAttribute("rowsPerPage", Math.min(100, Integer.parseInt(request.getParameter("rows"))));
        session.setAttribute("billingContact", request.getParameter("contactEmail"));

        accounts.updateContact(account.getId(), request.getParameter("contactEmail"),
                "on".equals(request.getParameter("paperless")));

        Cookie unitsCookie = new Cookie("CB_UNITS", UNITS.contains(units) ? units : "m3");
        unitsCookie.setSecure(true);
        unitsCookie.setHttpOnly(true);
        unitsCookie.setMaxAge(365 * 24 * 3600);
        response.addCookie(unitsCookie);

        Cookie pinCookie = new Cookie("CB_PAPERLESS_PIN", tokens.paperlessPin());
        pinCookie.setHttpOnly(true);
        response.addCookie(pinCookie);

        response.sendRedirect(request.getContextPath() + "/account/preferences?saved=1");
    }
}
