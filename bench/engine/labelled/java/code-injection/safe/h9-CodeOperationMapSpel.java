package com.tidal.rules;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;

public class CodeOperationMapSpel extends HttpServlet {

    private static final Map<String, String> RULES = Map.of(
            "bulk", "#items >= 10",
            "bigspender", "#total > 500",
            "any", "true");

    private final ExpressionParser parser = new SpelExpressionParser();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String expression = RULES.get(req.getParameter("rule"));
        if (expression == null) {
            resp.sendError(404);
            return;
        }
        StandardEvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("items", Integer.parseInt(req.getParameter("items")));
        ctx.setVariable("total", Integer.parseInt(req.getParameter("total")));
        Boolean eligible = parser.parseExpression(expression).getValue(ctx, Boolean.class);
        resp.getWriter().print(eligible);
    }
}
