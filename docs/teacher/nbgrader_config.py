# nbgrader settings for a course built on solitaire_nb's teacher editions.
#
# Copy this file into your course folder (next to source/), then copy teacher editions
# (notebooks/teacher_en/*.ipynb or teacher_fr/) into source/<assignment>/ and run
# `nbgrader generate_assignment <assignment>`.  See the teacher's guide.
c = get_config()  # noqa: F821  (nbgrader provides get_config)

# An answer cell reads `answer = ...` above the teacher's answer (an "explain why" cell,
# `because = ...` above a model answer); nbgrader replaces the answer with this line, which
# does not raise, so "Run all" goes on to the next exercise and the check says "no answer
# yet".  "Explain why" cells are manually graded answers: autograde gives 0 to one left as
# released and leaves the others to you, in formgrader's "Manual Grading".
c.ClearSolutions.code_stub = {"python": "# YOUR ANSWER HERE"}
